import AppCore
import Foundation
import MapCore
import MapData
import RemotePlaces
import Testing

/// Runs posted work when the test drains it (the app's GLib poster is not here).
final class QueuePoster: MainThreadPoster, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [@MainActor @Sendable () -> Void] = []
    private var delayed: [@MainActor @Sendable () -> Void] = []
    func post(_ work: @escaping @MainActor @Sendable () -> Void) { lock.withLock { queue.append(work) } }
    func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) { lock.withLock { delayed.append(work) } }
    var pending: Int { lock.withLock { queue.count } }
    var retries: Int { lock.withLock { delayed.count } }
    @MainActor func drain() { for w in lock.withLock({ let q = queue; queue = []; return q }) { w() } }
    @MainActor func runRetries() { for w in lock.withLock({ let q = delayed; delayed = []; return q }) { w() } }
}

/// Against PostGIS + pygeoapi on loopback, started by the test with tools/places-server/start and stopped by PID.
/// One test, because starting the server costs far more than every check together.
@MainActor
@Suite(.serialized) struct RealServerTests {
    @Test func placesFromPostGISThroughPygeoapi() async throws {
        let server = try PlacesServer()
        server.stop()
        try server.start()
        defer { server.stop() }
        let catalog = try RemoteFixture.catalog()

        // Collection metadata.
        let places = try await OGCFeaturesMapService.connect(to: server.collection("places"), catalog: catalog,
                                                             extraCategories: SettlementCategories.all)
        #expect(places.collection.title == "Cities and towns of the world")

        // Paging: small pages followed with next links, no duplicates, numberMatched is the whole table.
        var small = OGCFeaturesOptions()
        small.pageSize = 100
        let paged = try await OGCFeaturesMapService.connect(to: server.collection("places"), catalog: catalog,
                                                            extraCategories: SettlementCategories.all, options: small)
        let world = try await paged.page(in: .world, limit: 750)
        #expect(world.places.count == 750)
        #expect(Set(world.places.map(\.id)).count == 750)
        #expect((world.numberMatched ?? 0) > 30_000)
        #expect(world.isCapped)

        // The antimeridian: Suva (Fiji, 178.4° E) and Nuku'alofa (Tonga, 175.2° W) in one box.
        let pacific = try await places.page(in: GeoBounds(west: 170, south: -25, east: -170, north: -10), limit: 5000)
        let names = Set(pacific.places.map(\.title))
        #expect(names.contains("Suva") && names.contains("Nuku‘alofa") || names.contains("Nukualofa") || names.contains("Nuku'alofa"),
                "both sides of the antimeridian: \(names.sorted().prefix(20))")
        #expect(pacific.places.contains { $0.coordinate.longitude > 170 } && pacific.places.contains { $0.coordinate.longitude < -170 })

        // Category mapping: GeoNames kinds, the Helsinki table's own categories, and a configurable property.
        let helsinkiBox = GeoBounds(west: 24.9, south: 60.15, east: 25.0, north: 60.2)
        let finnish = try await places.page(in: helsinkiBox, limit: 100)
        #expect(finnish.places.first { $0.title == "Helsinki" }?.categoryID == "capital")
        let bundled = try await OGCFeaturesMapService.connect(to: server.collection("helsinki"), catalog: catalog)
        let pois = try await bundled.page(in: helsinkiBox, limit: 5000)
        #expect(pois.places.contains { $0.categoryID == "cafe" } && pois.places.contains { $0.categoryID == "pharmacy" })
        #expect(pois.places.allSatisfy { $0.id.hasPrefix("node/") || $0.id.hasPrefix("way/") || $0.id.hasPrefix("relation/") })
        var byAddress = OGCFeaturesOptions()
        byAddress.categoryProperty = "address"
        let countries = try await OGCFeaturesMapService.connect(to: server.collection("places"), catalog: catalog,
                                                                extraCategories: [PlaceCategory(id: "FI", title: "Finland", iconName: "other", color: RGBColor(red: 0, green: 0, blue: 1))],
                                                                options: byAddress)
        #expect(try await countries.page(in: helsinkiBox, limit: 100).places.allSatisfy { $0.categoryID == "FI" })

        try await viewportLoading(server: server, service: places)
    }

    /// The store's loader against the real server: a pan loads only the new edge, stale requests are cancelled,
    /// the cache stays bounded, and a server stopped and restarted loses nothing.
    private func viewportLoading(server: PlacesServer, service: OGCFeaturesMapService) async throws {
        let poster = QueuePoster()
        var options = RemoteLoadOptions()
        options.maxPlacesHeld = 3000
        let loader = RemotePlaceLoader(service: service, poster: poster, options: options)
        func settle() async {
            let deadline = Date().addingTimeInterval(60)
            repeat {
                poster.drain()
                try? await Task.sleep(nanoseconds: 5_000_000)
            } while (!loader.isSettled || poster.pending > 0) && Date() < deadline
            #expect(loader.isSettled, "the loader settled")
        }
        var vp = Viewport(center: Coordinate(clampingLatitude: 50, wrappingLongitude: 10), zoom: 6, size: PixelSize(width: 1280, height: 800))
        loader.viewChanged(vp)
        await settle()
        let first = Set(loader.requested)
        #expect(loader.placeCount > 100, "Europe has cities")

        // A pan east by one screen asks only boxes not held.
        vp.pan(by: PixelPoint(x: 1280, y: 0))
        loader.viewChanged(vp)
        await settle()
        let added = Array(loader.requested.dropFirst(first.count))
        #expect(!added.isEmpty && Set(added).isDisjoint(with: first))

        // Stale requests: jump far twice in a row; the first jump's boxes are cancelled.
        loader.viewChanged(Viewport(center: Coordinate(clampingLatitude: -30, wrappingLongitude: 140), zoom: 6, size: vp.size))
        let jumped = Set(loader.requested.dropFirst(first.count + added.count))
        loader.viewChanged(Viewport(center: Coordinate(clampingLatitude: 40, wrappingLongitude: -100), zoom: 6, size: vp.size))
        #expect(!jumped.isEmpty && Set(loader.cancelled).isSuperset(of: jumped))
        await settle()

        // Cache bounds while roaming.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let view = Viewport(center: Coordinate(clampingLatitude: .random(in: -50...60, using: &generator),
                                                   wrappingLongitude: .random(in: -180...180, using: &generator)),
                                zoom: 6, size: vp.size)
            loader.viewChanged(view)
            await settle()
            #expect(loader.placeCount <= options.maxPlacesHeld + options.placesPerBox * options.maxBoxesPerView)
        }

        // The server stopped by PID and restarted: nothing held is lost, loading resumes.
        let home = Viewport(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 7, size: vp.size)
        loader.viewChanged(home)
        await settle()
        let before = Set(loader.places.map(\.id))
        server.stop()
        loader.viewChanged(Viewport(center: Coordinate(clampingLatitude: 35, wrappingLongitude: 139), zoom: 7, size: vp.size))
        await settle()
        #expect(loader.serverProblem != nil, "the failure is reported")
        #expect(before.isSubset(of: Set(loader.places.map(\.id))), "nothing held is lost")
        #expect(poster.retries > 0, "a retry is scheduled")
        try server.start()
        poster.runRetries()
        await settle()
        #expect(loader.serverProblem == nil, "loading resumed: \(loader.serverProblem ?? "")")
        #expect(loader.places.contains { $0.title == "Tokyo" })
    }
}

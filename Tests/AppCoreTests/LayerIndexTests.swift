import Clustering
import Foundation
import MapCore
import Testing
@testable import AppCore

/// The layers' places as the real `ClusterIndexBuilder` clusters them: a hidden layer is a filter of the prepared
/// places (no new place set), and a large new place set shows quick one-level clusters of the view first.
@MainActor
@Suite struct LayerIndexTests {
    /// `n` places in a 0.2° square round Helsinki, ids prefixed by `layer`.
    static func places(_ n: Int, layer: String, seed: UInt64) -> [Place] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let categories = ["cafe", "museum", "pharmacy"]
        return (0..<n).map { i in
            Place(id: "\(layer)#\(i)", categoryID: categories[i % 3], title: "\(layer) \(i)",
                  coordinate: Coordinate(clampingLatitude: 60.1 + next() * 0.2, wrappingLongitude: 24.8 + next() * 0.2))
        }
    }

    static let view = Viewport(center: Coordinate(clampingLatitude: 60.2, wrappingLongitude: 24.9), zoom: 11,
                               size: PixelSize(width: 1000, height: 800))

    /// Every index the builder delivers for one request, in order, once the full one has come.
    func deliveries(_ builder: ClusterIndexBuilder, _ poster: ManualPoster, _ request: PlaceIndexRequest) async -> [any PlaceIndex] {
        var got: [any PlaceIndex] = []
        builder.build(request) { if case .success(let i) = $0 { got.append(i) } }
        let deadline = Date().addingTimeInterval(120)
        while !got.contains(where: { $0 is PlaceClusterIndex }), Date() < deadline { await poster.drain(waitingUpTo: 0.05) }
        return got
    }

    static func total(_ index: any PlaceIndex, in bounds: GeoBounds, zoom: Double) -> Int {
        index.items(in: bounds, zoom: zoom).reduce(0) { n, i in if case .cluster(let c) = i { n + c.count } else { n + 1 } }
    }

    @Test func aHiddenLayerLeavesTheClustersAndComesBackWithCategoryFilters() async throws {
        let poster = ManualPoster()
        let builder = ClusterIndexBuilder(poster: poster)
        let a = Self.places(900, layer: "a", seed: 1), b = Self.places(600, layer: "b", seed: 2)
        let world = GeoBounds.world
        func request(_ visible: [Bool], _ categories: Set<String>) -> PlaceIndexRequest {
            PlaceIndexRequest(parts: [a, b], visibleParts: visible, version: 7, categories: categories)
        }
        let all = try #require(await deliveries(builder, poster, request([true, true], ["cafe", "museum", "pharmacy"])).last)
        #expect(all.placeCount == 1500)
        let hidden = try #require(await deliveries(builder, poster, request([true, false], ["cafe", "museum", "pharmacy"])).last)
        #expect(hidden.placeCount == 900)
        #expect(Self.total(hidden, in: world, zoom: 10) == 900)
        // The same prepared places re-filtered, not a new place set.
        let allSource = try #require(all as? PlaceClusterIndex).source
        #expect(try #require(hidden as? PlaceClusterIndex).source === allSource)
        let mixed = try #require(await deliveries(builder, poster, request([false, true], ["cafe"])).last)
        #expect(mixed.placeCount == b.filter { $0.categoryID == "cafe" }.count)
        for case .cluster(let c) in mixed.items(in: world, zoom: 12) {
            #expect(mixed.leaves(ofCluster: c.id, limit: .max, offset: 0).allSatisfy { $0.id.hasPrefix("b#") && $0.categoryID == "cafe" })
        }
        let back = try #require(await deliveries(builder, poster, request([true, true], ["cafe", "museum", "pharmacy"])).last)
        #expect(back.placeCount == 1500)
        #expect(back.items(in: world, zoom: 12).map(\.id) == all.items(in: world, zoom: 12).map(\.id))
    }

    @Test func aLargeNewPlaceSetShowsTheViewsQuickClustersThenTheFullIndexReplacesThem() async throws {
        let poster = ManualPoster()
        let builder = ClusterIndexBuilder(poster: poster, quickIndexMinPlaces: 1000)
        let a = Self.places(3000, layer: "a", seed: 3), b = Self.places(2000, layer: "b", seed: 4)
        let request = PlaceIndexRequest(parts: [a, b], visibleParts: [true, false], version: 1,
                                        categories: ["cafe", "museum"], view: Self.view)
        let got = await deliveries(builder, poster, request)
        #expect(got.count == 2)
        let quick = try #require(got.first as? QuickClusterIndex)
        let full = try #require(got.last as? PlaceClusterIndex)
        // The quick index's clusters at the view's zoom hold exactly the shown places in its region.
        let inRegion = a.filter { $0.categoryID != "pharmacy" && quick.region.contains($0.coordinate) }
        #expect(quick.placeCount == inRegion.count)
        #expect(Self.total(quick, in: quick.region, zoom: Self.view.zoom) == inRegion.count)
        #expect(quick.level == full.level(forViewZoom: Self.view.zoom))
        #expect(full.placeCount == a.filter { $0.categoryID != "pharmacy" }.count)
        // Filtering the same places again is quick already: no second quick index.
        let again = await deliveries(builder, poster, PlaceIndexRequest(parts: [a, b], visibleParts: [true, true], version: 1,
                                                                        categories: ["cafe"], view: Self.view))
        #expect(again.count == 1)
    }

    @Test func aLayerShownAgainUncachedShowsTheViewsQuickClustersThenTheFullIndex() async throws {
        let poster = ManualPoster()
        // No recent subsets kept: every toggle is one hierarchy build, so the view's quick clusters come first.
        let builder = ClusterIndexBuilder(poster: poster, recentIndexBytes: 0, quickIndexMinPlaces: 1_000_000, quickToggleMinPlaces: 1000)
        let a = Self.places(900, layer: "a", seed: 6), b = Self.places(2000, layer: "b", seed: 7)
        func request(_ visible: [Bool], _ categories: Set<String>) -> PlaceIndexRequest {
            PlaceIndexRequest(parts: [a, b], visibleParts: visible, version: 3, categories: categories, view: Self.view)
        }
        let first = await deliveries(builder, poster, request([true, true], ["cafe", "museum", "pharmacy"]))
        #expect(first.count == 1, "a new place set under quickIndexMinPlaces has no quick index")
        let hidden = await deliveries(builder, poster, request([true, false], ["cafe", "museum", "pharmacy"]))
        #expect(hidden.count == 1, "900 shown places are under quickToggleMinPlaces")
        // Shown again with one category unticked: the quick clusters hold exactly the shown places of its region.
        let shown = await deliveries(builder, poster, request([true, true], ["cafe", "pharmacy"]))
        #expect(shown.count == 2)
        let quick = try #require(shown.first as? QuickClusterIndex)
        let full = try #require(shown.last as? PlaceClusterIndex)
        let wanted = (a + b).filter { $0.categoryID != "museum" }
        let inRegion = wanted.filter { quick.region.contains($0.coordinate) }
        #expect(inRegion.contains { $0.id.hasPrefix("b#") })
        #expect(quick.placeCount == inRegion.count)
        #expect(Self.total(quick, in: quick.region, zoom: Self.view.zoom) == inRegion.count)
        var members = 0
        for case .cluster(let c) in quick.items(in: quick.region, zoom: Self.view.zoom) {
            let leaves = quick.leaves(ofCluster: c.id, limit: .max, offset: 0)
            #expect(leaves.allSatisfy { $0.categoryID != "museum" })
            members += leaves.count
        }
        #expect(members > 0)
        // The full index replaces it with every shown place, from the same prepared places.
        #expect(full.placeCount == wanted.count)
        #expect(full.source === (try #require(first.last as? PlaceClusterIndex)).source)
        // A subset kept in memory needs no quick index.
        let keeping = ClusterIndexBuilder(poster: poster, quickIndexMinPlaces: 1_000_000, quickToggleMinPlaces: 1000)
        _ = await deliveries(keeping, poster, request([true, true], ["cafe", "museum", "pharmacy"]))
        _ = await deliveries(keeping, poster, request([true, false], ["cafe", "museum", "pharmacy"]))
        let back = await deliveries(keeping, poster, request([true, true], ["cafe", "museum", "pharmacy"]))
        #expect(back.count == 1 && back.first is PlaceClusterIndex)
    }

    @Test func theStoreDrawsTheQuickIndexThenTheFullOneAndSaysWhichIsShown() async throws {
        let folder = try makeTempFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var csv = "name,lat,lon,category\n"
        for p in Self.places(3000, layer: "c", seed: 5) {
            csv += "\(p.title),\(p.coordinate.latitude),\(p.coordinate.longitude),\(p.categoryID)\n"
        }
        let path = folder.appendingPathComponent("many.csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
        let map = FakeMapView(), poster = ManualPoster()
        let store = MapStore(service: FakeService(), mapView: map, indexBuilder: ClusterIndexBuilder(poster: poster, quickIndexMinPlaces: 1000),
                             poster: poster, settingsFile: nil)
        // Joined off the main thread above this many places.
        store.layerJoinSyncLimit = 100
        map.setViewport(Self.view, animated: false)
        store.start()
        store.mapView(map, didChangeViewport: Self.view)
        // Each wait gives up after two minutes (a hang fails the test, a busy machine does not).
        func until(_ done: () -> Bool) async {
            let deadline = Date().addingTimeInterval(120)
            while !done(), Date() < deadline { await poster.drain(waitingUpTo: 0.05) }
        }
        await until { store.index?.placeCount == Samples.places.count }
        let shownBefore = map.indexesShown.count
        // Whether the layer was loaded when each index was shown: the load makes its quick index after the parse.
        var loadedWhenShown: [Bool] = []
        map.onShowPlaces = { _ in loadedWhenShown.append(store.layers[path]?.state == .loaded) }
        store.openLayers(paths: [path])
        await until { store.index.map { $0.placeCount == Samples.places.count + 3000 && !store.indexIsQuick } ?? false }
        // The old index may be shown again first (a viewport report racing the open, under load): not a new one.
        let kinds = map.indexesShown[shownBefore...]
            .drop { !($0 is QuickClusterIndex) && $0.placeCount == Samples.places.count }
            .map { $0 is QuickClusterIndex }
        #expect(kinds == [true, false], "a quick index was drawn, then the full one; \(store.layerNotice?.message ?? "no notice"), \(store.layers.layers.map { "\($0.name) \($0.state) \($0.places.count)" }), index \(store.index?.placeCount ?? -1), shown \(map.indexesShown.count)")
        // The quick index is the first shown with the layer loaded, so no main-loop round-trip came between.
        let firstLoaded = try #require(loadedWhenShown.firstIndex(of: true))
        let quick = try #require(map.indexesShown[shownBefore + firstLoaded] as? QuickClusterIndex)
        // Its clusters at the view's zoom hold exactly the shown places of its region, the file's and the bundled ones.
        let shownPlaces = (Samples.places + Self.places(3000, layer: "c", seed: 5)).filter { store.state.categoryIDs.contains($0.categoryID) }
        let inRegion = shownPlaces.filter { quick.region.contains($0.coordinate) }
        #expect(inRegion.count > 2000)
        #expect(quick.placeCount == inRegion.count)
        #expect(Self.total(quick, in: quick.region, zoom: Self.view.zoom) == inRegion.count)
        // The full index replaces it with every shown place.
        #expect(store.index?.placeCount == shownPlaces.count)
        #expect(!store.indexIsQuick)
        #expect(store.places.count == Samples.places.count + 3000)
        #expect(store.categoryCounts["cafe"] == 1000 + Samples.places.filter { $0.categoryID == "cafe" }.count)
        // Hidden: the join follows off the main thread, and the index re-filters the same prepared places.
        store.setLayerVisible(path, false)
        await until { store.places.count == Samples.places.count }
        #expect(store.places.count == Samples.places.count)
        #expect(store.categoryCounts["cafe"] == Samples.places.filter { $0.categoryID == "cafe" }.count)
    }
}

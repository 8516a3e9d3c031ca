import AppCore
import Foundation
import MapCore
import Testing

/// No dead ends: a cluster the map cannot split by the style's highest zoom opens the list of its places,
/// with the real clustering index (places 0, 1, 3 and 10 m apart) and a style whose `maxZoom` is 16.
@MainActor
@Suite struct ClusterListTests {
    static let origin = (lat: 60.16933, lon: 24.93799)

    /// Two places `metres` apart north–south, near Forum.
    static func pair(_ metres: Double) -> [Place] {
        [Samples.place("a", "cafe", origin.lat, origin.lon),
         Samples.place("b", "museum", origin.lat + metres / 111_320, origin.lon)]
    }

    static func styles(maxZoom: Int) -> [MapStyle] {
        [MapStyle(id: "custom", name: "Custom", urlTemplate: "https://t.example/{z}/{x}/{y}.png", attribution: "© Test",
                  maxZoom: maxZoom)]
    }

    /// A store on the real index over `places`, showing `style`.
    func store(places: [Place], maxZoom: Int) async throws -> (MapStore, FakeMapView, any PlaceIndex) {
        let map = FakeMapView(), poster = ManualPoster(), builder = ManualIndexBuilder()
        let service = StyledMapService(base: FakeService(), styles: Self.styles(maxZoom: maxZoom))
        let store = MapStore(service: service, mapView: map, indexBuilder: builder, poster: poster, settingsFile: nil)
        store.start()
        await poster.drain()
        let index = try ClusterIndexBuilder.index(places: places)
        let request = try #require(builder.all.last)
        request.completion(.success(index))
        return (store, map, index)
    }

    /// The one cluster the index shows around the places at `zoom`.
    func cluster(in index: any PlaceIndex, zoom: Double) throws -> ClusterSummary {
        let box = GeoBounds(west: Self.origin.lon - 0.01, south: Self.origin.lat - 0.01,
                            east: Self.origin.lon + 0.01, north: Self.origin.lat + 0.01)
        let clusters = index.items(in: box, zoom: zoom).compactMap { item -> ClusterSummary? in
            if case .cluster(let c) = item { return c } else { return nil }
        }
        #expect(clusters.count == 1, "one cluster at zoom \(zoom): \(clusters)")
        return try #require(clusters.first)
    }

    @Test(arguments: [0.0, 1, 3])
    func placesAFewMetresApartOpenTheListAtTheHighestZoom(metres: Double) async throws {
        let places = Self.pair(metres)
        let (store, _, index) = try await store(places: places, maxZoom: 19)
        let c = try cluster(in: index, zoom: 22)
        store.mapView(store.mapView, didSelectCluster: c, anchor: PixelPoint(x: 5, y: 5))
        guard case .group(let list) = store.selection else {
            Issue.record("\(metres) m apart: no list (selection \(store.selection))"); return
        }
        #expect(Set(list.map(\.id)) == ["a", "b"])
        // Choosing one from the list opens its callout.
        store.selectPlace(list[1])
        #expect(store.selection.place == list[1])
    }

    @Test(arguments: [16, 19])
    func tenMetresApartZoomsInUnderEitherStyle(maxZoom: Int) async throws {
        let (store, _, index) = try await store(places: Self.pair(10), maxZoom: maxZoom)
        let c = try cluster(in: index, zoom: 18)
        #expect(c.expansionZoom <= Double(maxZoom + 3), "the pair splits at zoom \(c.expansionZoom)")
        #expect(ClusterExpansion(cluster: c, viewZoom: 18, style: store.style) == .zoomIn(to: c.expansionZoom))
        store.mapView(store.mapView, didSelectCluster: c, anchor: PixelPoint(x: 5, y: 5))
        #expect(store.selection == .none, "the map zooms in; no list")
    }

    @Test func fiveMetresApartUnderAStyleWithMaxZoom16OpensTheList() async throws {
        let (store, _, index) = try await store(places: Self.pair(5), maxZoom: 16)
        let c = try cluster(in: index, zoom: 19)
        #expect(c.expansionZoom > 19, "the pair splits only at \(c.expansionZoom), beyond maxZoom 16 + 3 overzoom")
        store.mapView(store.mapView, didSelectCluster: c, anchor: PixelPoint(x: 5, y: 5))
        guard case .group(let list) = store.selection else {
            Issue.record("maxZoom 16: the click was dropped (selection \(store.selection))"); return
        }
        #expect(list.count == 2)
    }

    /// A crowd larger than one page of the list (120 places at one spot) grows a page at a time with
    /// "Show more" until every place is listed once: none is out of reach.
    @Test func aCrowdLargerThanOnePageListsEveryPlaceAPageAtATime() async throws {
        let crowd = (0..<120).map { Samples.place("c\($0)", "cafe", Self.origin.lat, Self.origin.lon) }
        let (store, _, index) = try await store(places: crowd, maxZoom: 19)
        let c = try cluster(in: index, zoom: 22)
        #expect(c.count == 120)
        store.mapView(store.mapView, didSelectCluster: c, anchor: PixelPoint(x: 5, y: 5))
        var pages: [Int] = []
        while case .group(let list) = store.selection {
            pages.append(list.count)
            guard store.groupPaging != nil else { break }
            #expect(store.groupPaging?.total == 120)
            store.showMoreOfGroup()
        }
        #expect(pages == [50, 100, 120])
        guard case .group(let all) = store.selection else { Issue.record("no list: \(store.selection)"); return }
        #expect(Set(all.map(\.id)) == Set(crowd.map(\.id)) && all.count == 120)
        // Another selection ends the paging.
        store.selectPlace(all[0])
        #expect(store.groupPaging == nil)
    }
}

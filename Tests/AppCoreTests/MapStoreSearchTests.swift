import AppCore
import MapCore
import Testing

/// Opening a search result: the flight's zoom shows the place as a pin, a hidden category is ticked first.
@MainActor
@Suite struct MapStoreSearchTests {
    /// Places show on their own only from `pinZoom` on; below it each is inside a cluster.
    struct ClusteringIndex: PlaceIndex {
        let places: [Place]
        let pinZoom: Double
        var placeCount: Int { places.count }
        func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
            places.filter { bounds.contains($0.coordinate) }.map { p in
                zoom >= pinZoom ? .place(p) : .cluster(ClusterSummary(
                    id: 1, count: 2, center: p.coordinate, bounds: GeoBounds(west: 0, south: 0, east: 1, north: 1),
                    expansionZoom: pinZoom, categoryCounts: []))
            }
        }
        func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { [] }
    }

    @Test func revealFliesToWhereThePlaceIsAPinAndSelectsIt() async throws {
        let h = Harness()
        await h.startAndLoad()
        let place = try #require(Samples.places.first { $0.id == "p1" })
        // Replace the index with one that clusters until zoom 18.
        h.builder.all.last!.completion(.success(ClusteringIndex(places: Samples.places, pinZoom: 18)))
        h.store.showSearchResult(place)
        #expect(h.map.viewport.zoom == 18)
        #expect(abs(h.map.viewport.center.latitude - place.coordinate.latitude) < 1e-9)
        #expect(h.store.selection.place?.id == "p1")
        #expect(h.store.banner == nil)
    }

    @Test func aSearchResultMovingTheMapIsAnnouncedWithThePlaceName() async throws {
        let h = Harness()
        await h.startAndLoad()
        let place = try #require(Samples.places.first)
        h.store.showSearchResult(place)
        #expect(h.map.announced == ["Map moved to \(place.title)"])
    }

    @Test func revealNeverZoomsOutBelowTheSearchZoom() async throws {
        let h = Harness()
        await h.startAndLoad()
        h.store.showSearchResult(try #require(Samples.places.first))
        #expect(h.map.viewport.zoom == MapStore.searchZoom)
    }

    @Test func revealInAHiddenCategoryTicksItSaysSoAndWaitsForTheIndex() async throws {
        let h = Harness()
        await h.startAndLoad()
        h.store.toggleCategory("pharmacy")
        h.builder.complete(h.builder.all.count - 1)
        let place = try #require(Samples.places.first { $0.id == "p1" })
        h.store.showSearchResult(place)
        #expect(h.store.state.categoryIDs.contains("pharmacy"))
        #expect(h.store.banner?.contains("Pharmacies") == true)
        #expect(h.store.selection == .none, "the popover waits for the index that shows the place")
        h.builder.complete(h.builder.all.count - 1)
        #expect(h.store.selection.place?.id == "p1")
        #expect(h.map.viewport.zoom >= MapStore.searchZoom)
    }

    @Test func flyToMovesTheMapToATypedPosition() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.flyTo(Coordinate(clampingLatitude: 61.5, wrappingLongitude: 23.75), zoom: 12)
        #expect(abs(h.map.viewport.center.latitude - 61.5) < 1e-9)
        #expect(h.map.viewport.zoom == 12)
    }
}

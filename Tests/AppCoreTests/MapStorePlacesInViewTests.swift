import AppCore
import MapCore
import Testing

/// Draws everything as one cluster below `splitZoom`, and each place alone from there.
private struct ClusteringIndex: PlaceIndex {
    let places: [Place]
    let splitZoom: Double
    var placeCount: Int { places.count }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        let inside = places.filter { bounds.contains($0.coordinate) }
        guard zoom < splitZoom else { return inside.map(MapItem.place) }
        let centre = Coordinate(clampingLatitude: 0, wrappingLongitude: 0)
        return [.cluster(ClusterSummary(id: 1, count: places.count, center: centre, bounds: .world,
                                        expansionZoom: splitZoom, categoryCounts: []))]
    }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { Array(places.prefix(limit)) }
}

@MainActor
@Suite struct MapStorePlacesInViewTests {
    static let centre = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)

    func loaded() async -> Harness {
        let h = Harness(startup: StartupOptions(center: Self.centre, zoom: 15))
        await h.startAndLoad()
        return h
    }

    @Test func theListFollowsTheViewportAndTheTickedCategories() async {
        let h = await loaded()
        #expect(h.store.placesInView == .empty, "nothing until the shell says the view has settled")
        var told: [StoreChange] = []
        h.store.observe { told.append($0) }
        h.store.refreshPlacesInView()
        #expect(h.store.placesInView.rows.map(\.place.id) == ["c1", "c2", "p1", "m1"])
        #expect(told.last == .placesInView)
        // Nothing changed: nothing is published.
        let count = told.count
        h.store.refreshPlacesInView()
        #expect(told.count == count)

        h.store.toggleCategory("cafe")
        h.store.refreshPlacesInView()
        #expect(h.store.placesInView.rows.map(\.place.id) == ["p1", "m1"])

        var far = h.store.viewport
        far.setCenter(Coordinate(clampingLatitude: 61.5, wrappingLongitude: 23.8))
        h.store.viewportChanged(far)
        h.store.refreshPlacesInView()
        #expect(h.store.placesInView == .empty)
    }

    @Test func aPlaceOnScreenOpensWhereItIsWithoutMovingTheMap() async throws {
        let h = await loaded()
        let before = h.store.viewport
        let c2 = try #require(Samples.places.first { $0.id == "c2" })
        h.store.revealPlace(c2)
        #expect(h.store.viewport == before)
        #expect(h.store.selection == .place(c2))
        #expect(h.store.selection.anchor == c2.coordinate, "the popover points at the place, wherever the map is")
        #expect(h.map.selectedIDs.last == "c2")
    }

    @Test func aPlaceOffScreenIsBroughtToTheCentreFirst() async throws {
        let h = await loaded()
        let m1 = try #require(Samples.places.first { $0.id == "m1" })
        // Put m1 just past the left edge.
        var vp = h.store.viewport
        vp.setCenter(m1.coordinate)
        vp.pan(by: PixelPoint(x: -410, y: 0))
        h.map.setViewport(vp, animated: false)
        h.store.viewportChanged(vp)
        h.store.revealPlace(m1)
        let shown = h.store.viewport
        #expect(shown.screenPoint(for: m1.coordinate).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)
        #expect(h.map.viewport == shown, "the map was moved, not only the store's copy")
        #expect(h.store.selection.anchor.map { shown.screenPoint(for: $0).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6 } == true)
    }

    @Test func aPlaceInsideAClusterIsZoomedOutOfIt() async throws {
        let h = await loaded()
        let p1 = try #require(Samples.places.first { $0.id == "p1" })
        h.builder.all.last!.completion(.success(ClusteringIndex(places: Samples.places, splitZoom: 17.5)))
        h.store.revealPlace(p1)
        #expect(h.store.viewport.zoom == 18, "whole steps from 15 until the cluster lets it go")
        #expect(h.store.viewport.screenPoint(for: p1.coordinate).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)
        #expect(h.store.selection.place == p1)
    }

    @Test func theRowOpenedFromTheListStaysWhenTheZoomLeavesItOutUntilThePersonMovesOn() async throws {
        let h = await loaded()
        h.store.refreshPlacesInView()
        let m1 = try #require(Samples.places.first { $0.id == "m1" })
        h.store.revealPlace(m1)
        // Zoom in far from m1: the view no longer holds it, yet its row stays for the keyboard.
        var close = h.store.viewport
        close.setCenter(Self.centre)
        close.setZoom(19)
        h.map.setViewport(close, animated: false)
        h.store.viewportChanged(close)
        h.store.refreshPlacesInView()
        #expect(h.store.placesInView.rows.contains { $0.place.id == "m1" }, "the opened row is kept")
        let c1 = try #require(Samples.places.first { $0.id == "c1" })
        h.store.selectPlace(c1)
        h.store.refreshPlacesInView()
        #expect(!h.store.placesInView.rows.contains { $0.place.id == "m1" }, "another selection lets it go")

        h.store.revealPlace(m1)
        h.map.setViewport(close, animated: false)
        h.store.viewportChanged(close)
        h.store.releaseKeptRow()
        h.store.refreshPlacesInView()
        #expect(!h.store.placesInView.rows.contains { $0.place.id == "m1" }, "typing or panning lets it go")
    }

    @Test func aPlaceWhoseCategoryWasJustUntickedIsNotOpened() async throws {
        let h = await loaded()
        let c1 = try #require(Samples.places.first { $0.id == "c1" })
        h.store.toggleCategory("cafe")
        h.store.revealPlace(c1)
        #expect(h.store.selection == .none)
    }

    @Test func theDebugDumpListsTheRowsInOrder() async {
        let h = await loaded()
        h.store.refreshPlacesInView()
        let dump = DebugSnapshot().dump(of: h.store, sequence: 1)
        #expect(dump.placesInView == ["Title c1", "Title c2", "Title p1", "Title m1"])
        #expect(dump.placesInViewMore == 0)
    }
}

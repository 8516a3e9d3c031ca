import AppCore
import DeepLinks
import MapCore
import Testing

@MainActor
@Suite struct MapStoreTests {
    @Test func startShowsStyleViewportAndAllCategoriesOnceBuilt() async {
        let h = Harness(startup: StartupOptions(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 15))
        await h.startAndLoad()
        #expect(h.map.stylesShown == ["streets"])
        #expect(abs(h.map.viewport.center.latitude - 60.17) < 1e-9)
        #expect(h.map.viewport.zoom == 15)
        #expect(h.store.placesLoaded)
        #expect(h.store.categoryCounts == ["cafe": 2, "pharmacy": 1, "museum": 1])
        #expect(h.map.indexesShown.count == 1)
        #expect(h.map.indexesShown.last?.placeCount == 4)
    }

    @Test func untickingACategoryRebuildsWithoutItsPlaces() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.toggleCategory("cafe")
        #expect(h.store.state.categoryIDs == ["pharmacy", "museum"])
        let request = h.builder.all.last!
        #expect(request.categories == ["pharmacy", "museum"])
        #expect(request.places.count == 4, "the builder gets every place and the selection")
        // The map keeps the old index until the new one is built off the main thread.
        #expect(h.map.indexesShown.count == 1)
        h.builder.complete(h.builder.all.count - 1)
        #expect(h.map.indexesShown.count == 2)
        #expect(h.map.indexesShown.last?.placeCount == 2)
    }

    @Test func allAndNoneTickEverythingOrNothing() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.selectNoCategories()
        #expect(h.store.state.categoryIDs.isEmpty)
        h.builder.complete(h.builder.all.count - 1)
        #expect(h.map.indexesShown.last?.placeCount == 0)
        h.store.selectAllCategories()
        #expect(h.store.state.categoryIDs == ["cafe", "pharmacy", "museum"])
        h.builder.complete(h.builder.all.count - 1)
        #expect(h.map.indexesShown.last?.placeCount == 4)
    }

    @Test func unknownCategoryAndRepeatedIntentsRequestNoBuild() async {
        let h = Harness()
        await h.startAndLoad()
        let before = h.builder.all.count
        h.store.setCategory("no-such-category", enabled: true)
        h.store.setCategory("cafe", enabled: true)
        #expect(h.builder.all.count == before)
    }

    /// A late result of an older request never reaches the map: builders deliver only the newest (the store keeps no count).
    @Test func staleBuildResultIsDropped() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.toggleCategory("cafe")      // older request
        h.store.toggleCategory("museum")    // newer request
        let n = h.builder.all.count
        h.builder.complete(n - 1)           // the newer finishes first
        #expect(h.map.indexesShown.last?.placeCount == 1)
        h.builder.complete(n - 2)           // the older arrives late and must not replace it
        #expect(h.map.indexesShown.count == 2)
        #expect(h.map.indexesShown.last?.placeCount == 1)
        #expect(h.store.index?.placeCount == 1)
    }

    @Test func styleSwitchKeepsPlacesAndDoesNotRebuild() async {
        let h = Harness()
        await h.startAndLoad()
        let builds = h.builder.all.count
        h.store.selectStyle("offline")
        #expect(h.map.stylesShown == ["streets", "offline"])
        #expect(h.store.state.styleID == "offline")
        #expect(h.builder.all.count == builds)
        #expect(h.map.indexesShown.count == 1)
        #expect(h.store.index?.placeCount == 4)
        h.store.selectStyle("no-such-style")
        #expect(h.store.state.styleID == "offline")
    }

    @Test func observersHearEachChange() async {
        let h = Harness()
        var heard: [StoreChange] = []
        h.store.observe { heard.append($0) }
        #expect(heard == [.all])
        await h.startAndLoad()
        h.store.selectStyle("offline")
        #expect(heard.contains(.places))
        #expect(heard.contains(.index))
        #expect(heard.last == .mapState)
    }

    @Test func untickingTheSelectedPlacesCategoryClosesItsCallout() async {
        let h = Harness()
        await h.startAndLoad()
        let cafe = Samples.places[0]
        h.store.selectPlace(cafe)
        #expect(h.store.selection.place == cafe)
        #expect(h.map.selectedIDs.last == "c1")
        h.store.toggleCategory("pharmacy")
        #expect(h.store.selection.place == cafe)
        h.store.toggleCategory("cafe")
        #expect(h.store.selection == .none)
        #expect(h.map.selectedIDs.last == .some(nil))
    }

    @Test func clusterAtOneCoordinateOpensAListAndChoosingShowsTheCallout() async {
        let h = Harness()
        await h.startAndLoad()
        let a = Samples.place("a", "cafe", 60.17, 24.94), b = Samples.place("b", "museum", 60.17, 24.94)
        let spread = Samples.place("s", "museum", 60.18, 24.95)
        h.builder.all.last!.completion(.success(FakeIndex(places: [a, b, spread], groups: [7: [a, b], 8: [a, spread]])))
        let summary = { (id: UInt64) in
            ClusterSummary(id: id, count: 2, center: a.coordinate, bounds: GeoBounds(west: 24.94, south: 60.17, east: 24.94, north: 60.17),
                           expansionZoom: 25, categoryCounts: [])
        }
        // A cluster the map can zoom apart (it has already flown there): no list.
        let splittable = ClusterSummary(id: 8, count: 2, center: a.coordinate, bounds: GeoBounds(west: 24.94, south: 60.17, east: 24.95, north: 60.18),
                                        expansionZoom: 15, categoryCounts: [])
        h.store.mapView(h.map, didSelectCluster: splittable, anchor: PixelPoint(x: 5, y: 5))
        #expect(h.store.selection == .none)
        h.store.mapView(h.map, didSelectCluster: summary(7), anchor: PixelPoint(x: 5, y: 5))
        #expect(h.store.selection == .group([a, b]))
        h.store.selectPlace(b)
        #expect(h.store.selection.place == b)
        h.store.mapViewDidClearSelection(h.map)
        #expect(h.store.selection == .none)
    }

    @Test func viewportChangesFromTheMapReachTheStore() async {
        let h = Harness()
        await h.startAndLoad()
        var vp = h.map.viewport
        vp.setZoom(12)
        h.store.mapView(h.map, didChangeViewport: vp)
        #expect(h.store.viewport.zoom == 12)
    }

    @Test func failedPlaceLoadShowsBannerAndKeepsWorking() async {
        let h = Harness(service: FakeService(fails: true))
        await h.startAndLoad()
        #expect(h.store.placesLoaded)
        #expect(h.store.places.isEmpty)
        #expect(h.store.banner?.contains("Places could not be loaded") == true)
        h.store.selectStyle("offline")
        #expect(h.map.stylesShown.last == "offline")
    }

    @Test func emptyDataShowsTheMapAndSaysThereAreNoPlaces() async {
        let h = Harness(service: FakeService(empty: true))
        await h.startAndLoad()
        #expect(h.store.placesLoaded)
        #expect(h.store.banner == MapStore.noPlacesMessage)
        #expect(h.map.stylesShown == ["streets"])
        h.store.toggleCategory("cafe")
        #expect(h.store.banner == MapStore.noPlacesMessage, "still true after a toggle")
    }

    @Test func startupOptionsOverrideSavedSettings() async {
        let saved = AppSettings(mapState: MapState(styleID: "offline", categoryIDs: ["cafe", "gone"]),
                                viewport: SavedViewport(latitude: 10, longitude: 20, zoom: 5))
        let h1 = Harness(settings: saved)
        #expect(h1.store.state == MapState(styleID: "offline", categoryIDs: ["cafe"]))
        #expect(h1.store.viewport.zoom == 5)
        let h2 = Harness(settings: saved, startup: StartupOptions(styleID: "streets",
                                                                   center: Coordinate(clampingLatitude: 60, wrappingLongitude: 25), zoom: 16))
        #expect(h2.store.state.styleID == "streets")
        #expect(h2.store.viewport.center.latitude == 60)
        #expect(h2.store.viewport.zoom == 16)
    }
}

/// Lines and areas: a click selects one, the map highlights it, and its category going away closes its popover.
@MainActor
@Suite struct MapStoreShapeSelectionTests {
    static let walk = PlaceShape(id: "walk-1", categoryID: "cafe", title: "Walk",
                                 geometry: .lines([[Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.93),
                                                    Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.95)]]))

    @Test func clickingAShapeSelectsAndHighlightsItAtTheClickedPoint() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.selectPlace(Samples.places[0])
        h.store.mapView(h.map, didSelectShape: Self.walk, anchor: PixelPoint(x: 100, y: 50))
        #expect(h.store.selection.shape == Self.walk)
        #expect(h.store.selection.place == nil)
        #expect(h.map.selectedShapeIDs.last == "walk-1")
        #expect(h.map.selectedIDs.last == .some(nil), "the place's pin is no longer highlighted")
        guard case .shape(_, let at) = h.store.selection else { Issue.record("not a shape"); return }
        #expect(h.store.selection.anchor == at, "the anchor is the point clicked, on the map")
        let back = h.store.viewport.screenPoint(for: at)
        #expect(abs(back.x - 100) < 1e-6 && abs(back.y - 50) < 1e-6, "the popover follows the point clicked")
        // A place selected next takes the highlight off the shape.
        h.store.selectPlace(Samples.places[0])
        #expect(h.map.selectedShapeIDs.last == .some(nil))
    }

    @Test func untickingTheShapesCategoryOrClearingClosesIt() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.selectShape(Self.walk, at: h.store.viewport.coordinate(at: PixelPoint(x: 10, y: 10)))
        h.store.toggleCategory("pharmacy")
        #expect(h.store.selection.shape == Self.walk)
        h.store.toggleCategory("cafe")
        #expect(h.store.selection == .none)
        #expect(h.map.selectedShapeIDs.last == .some(nil))
        h.store.selectShape(Self.walk, at: h.store.viewport.coordinate(at: PixelPoint(x: 10, y: 10)))
        h.store.clearSelection()
        #expect(h.store.selection == .none)
    }
}

/// Lines and areas come with the places, are indexed off the main thread, follow the ticked categories, are counted
/// per category and are listed in "Places in view" after the places.
@MainActor
@Suite struct MapStoreShapeLoadingTests {
    static let park = PlaceShape(id: "park-1", categoryID: "museum", title: "Park", geometry: .areas([[[
        Coordinate(clampingLatitude: 60.169, wrappingLongitude: 24.937), Coordinate(clampingLatitude: 60.169, wrappingLongitude: 24.941),
        Coordinate(clampingLatitude: 60.171, wrappingLongitude: 24.941), Coordinate(clampingLatitude: 60.171, wrappingLongitude: 24.937),
        Coordinate(clampingLatitude: 60.169, wrappingLongitude: 24.937)]]]))

    func loaded() async -> Harness {
        var service = FakeService()
        service.shapeList = [MapStoreShapeSelectionTests.walk, Self.park]
        let h = Harness(service: service, startup: StartupOptions(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 15))
        await h.startAndLoad()
        // The index is built on a worker and posted back.
        while h.store.shapeIndex == nil { await h.poster.drain() }
        return h
    }

    @Test func shapesAreIndexedOffTheMainThreadAndShownForTheTickedCategories() async {
        let h = await loaded()
        #expect(h.store.shapes.count == 2)
        #expect(h.store.shapeCounts == ["cafe": 1, "museum": 1])
        #expect(h.store.shapeIndex?.shapes.count == 2)
        #expect(h.map.shapesShown.last?.index === h.store.shapeIndex)
        #expect(h.map.shapesShown.last?.categories == ["cafe", "pharmacy", "museum"])
        h.store.toggleCategory("cafe")
        #expect(h.map.shapesShown.last?.categories == ["pharmacy", "museum"], "an unticked category hides its lines too")
        #expect(h.map.shapesShown.last?.index === h.store.shapeIndex, "no new index for a toggle")
    }

    /// A click on a line before its index arrives finds nothing, so window tests must not call the app idle then.
    @Test func theDumpIsBusyUntilTheShapesAreIndexed() async {
        var service = FakeService()
        service.shapeList = [MapStoreShapeSelectionTests.walk, Self.park]
        let h = Harness(service: service, startup: StartupOptions(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 15))
        h.store.start()
        while !h.store.placesLoaded { await h.poster.drain() }
        let snapshot = DebugSnapshot()
        if h.store.shapeIndex == nil { #expect(snapshot.dump(of: h.store, sequence: 1).busy.contains("shapes")) }
        while h.store.shapeIndex == nil { await h.poster.drain() }
        #expect(!snapshot.dump(of: h.store, sequence: 2).busy.contains("shapes"))
    }

    @Test func placesInViewListsShapesAfterPlacesAndEnterOpensTheirPopover() async throws {
        let h = await loaded()
        h.store.refreshPlacesInView()
        let list = h.store.placesInView
        #expect(list.rows.count == 4)
        #expect(list.shapes.map(\.shape.id) == ["park-1", "walk-1"], "nearest first: the centre is inside the park")
        #expect(list.shapes[0].distance == 0)
        #expect(list.shapes[0].accessibleName(categoryTitle: "Museums").contains("area"))
        h.store.revealShape(list.shapes[1].shape)
        #expect(h.store.selection.shape?.id == "walk-1")
        let anchor = h.store.viewport.screenPoint(for: try #require(h.store.selection.anchor))
        // The walk's vertex nearest the centre (24.93 and 24.95 are equally far; either is in the 800-point view).
        #expect(anchor.x >= 0 && anchor.x <= 800 && anchor.y >= 0 && anchor.y <= 600)
        h.store.toggleCategory("cafe")
        h.store.refreshPlacesInView()
        #expect(h.store.placesInView.shapes.map(\.shape.id) == ["park-1"])
    }
}

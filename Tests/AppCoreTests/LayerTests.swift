import AppCore
import Foundation
import MapCore
import Testing

/// The layer model: files opened beside the bundled places, read for real by MapData's loader off the main thread.
@MainActor
@Suite struct LayerTests {
    /// Two cafés (a category the catalogue knows) and a viewpoint (one it does not).
    static let trip = """
    {"type":"FeatureCollection","features":[
    {"type":"Feature","id":"a","properties":{"name":"Café A","category":"cafe"},"geometry":{"type":"Point","coordinates":[25.0,60.2]}},
    {"type":"Feature","id":"b","properties":{"name":"Café B","category":"cafe"},"geometry":{"type":"Point","coordinates":[25.1,60.3]}},
    {"type":"Feature","id":"v","properties":{"name":"Lookout","category":"viewpoint"},"geometry":{"type":"Point","coordinates":[26.0,61.0]}},
    {"type":"Feature","id":"t","properties":{"name":"Walk"},"geometry":{"type":"LineString","coordinates":[[25.0,60.2],[25.2,60.4]]}}
    ]}
    """

    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Waits for the file's load to post back, then finishes the index build it asked for. A few rounds: a file
    /// with lines posts its shape index too, and that post may come before or after the load's own.
    func settle(_ h: Harness) async {
        for _ in 0..<4 { await h.poster.drain(waitingUpTo: 0.25) }
        if !h.builder.all.isEmpty { h.builder.complete(h.builder.all.count - 1) }
    }

    @Test func anOpenedFileIsALayerBesideTheBundledPlacesInOneIndex() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: path)
        #expect(h.store.layers[path]?.state == .loading)
        await settle(h)

        let layer = try #require(h.store.layers[path])
        #expect(layer.state == .loaded)
        #expect(layer.name == "trip.geojson")
        #expect(h.store.layers.count == 2)
        #expect(h.store.places.count == Samples.places.count + 3)
        #expect(h.store.categoryCounts["cafe"] == 4)
        #expect(h.store.categoryCounts["viewpoint"] == 1)
        // The file's own category joins the panel, ticked.
        #expect(h.store.categories.contains { $0.id == "viewpoint" })
        #expect(h.store.state.categoryIDs.contains("viewpoint"))
        // One index holds every layer's places.
        let last = try #require(h.builder.all.last)
        #expect(last.selected.count == Samples.places.count + 3)
        let lookout = try #require(h.store.places.first { $0.title == "Lookout" })
        #expect(h.store.layerName(of: lookout) == "trip.geojson")
        #expect(h.store.layerName(of: Samples.places[0]) == nil)
        #expect(h.store.layerNotice?.message == "3 places, 1 track from trip.geojson")
        #expect(h.store.layerNotice?.problems == [])
    }

    @Test func theSameFileOpenedTwiceIsOneLayer() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: path)
        await settle(h)
        h.store.openLayer(path: folder.path + "/./sub/../trip.geojson")
        #expect(h.store.layers.count == 2)
        #expect(h.poster.pendingCount == 0)
        #expect(h.store.places.count == Samples.places.count + 3)
    }

    @Test func hidingALayerOrTheBundledPlacesReclustersWithoutThem() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: path)
        await settle(h)

        h.store.setLayerVisible(path, false)
        #expect(h.store.places.count == Samples.places.count)
        #expect(h.store.categoryCounts["viewpoint"] == nil)
        #expect(!h.store.categories.contains { $0.id == "viewpoint" })
        #expect(h.builder.all.last?.selected.count == Samples.places.count)

        h.store.setLayerVisible(path, true)
        h.store.setLayerVisible(PlaceLayer.bundledID, false)
        #expect(h.store.places.count == 3)
        #expect(h.store.places.allSatisfy { h.store.layerName(of: $0) == "trip.geojson" })
        #expect(h.builder.all.last?.selected.count == 3)
    }

    @Test func removingALayerWhileItLoadsDropsItsPlaces() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        let builds = h.builder.all.count
        h.store.openLayer(path: path)
        h.store.removeLayer(path)
        #expect(h.store.layers.count == 1)
        // The reader may still post (it was cancelled, not killed); its result is dropped.
        await h.poster.drain(waitingUpTo: 0.5)
        #expect(h.store.layers.count == 1)
        #expect(h.store.places.count == Samples.places.count)
        #expect(h.store.layerNotice == nil)
        // Removing built once (without the layer); the late result built nothing.
        #expect(h.builder.all.count == builds + 1)
        h.store.removeLayer(PlaceLayer.bundledID)
        #expect(h.store.layers[PlaceLayer.bundledID] != nil)
    }

    @Test(arguments: [
        ("notes.txt", "just some words\nand more\n", "notes.txt: not valid CSV at line 1: no coordinate columns"),
        ("empty.geojson", #"{"type":"FeatureCollection","features":[]}"#, "empty.geojson: no places in it"),
        ("bad.geojson", #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"x"},"geometry":null}]}"#,
         "bad.geojson: no usable place ("),
    ])
    func aFileWithNoUsablePlaceIsAToastAndNothingElseChanges(name: String, text: String, expected: String) async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(text, name, in: folder)
        let h = Harness()
        await h.startAndLoad()
        let builds = h.builder.all.count
        h.store.openLayer(path: path)
        await settle(h)
        #expect(h.store.layers.count == 1)
        #expect(h.store.places.count == Samples.places.count)
        #expect(h.builder.all.count == builds)
        let message = try #require(h.store.layerNotice?.message)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func aFolderOrAVanishedFileSaysWhyAndTheWindowKeepsItsPlaces() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: folder.path)
        await settle(h)
        #expect(h.store.layerNotice?.message.hasPrefix("\(folder.lastPathComponent): cannot be read") == true,
                "\(h.store.layerNotice?.message ?? "none")")
        h.store.openLayer(path: folder.appendingPathComponent("gone.kml").path)
        await settle(h)
        #expect(h.store.layerNotice?.message == "gone.kml: the file is not there")
        #expect(h.store.layers.count == 1)
        #expect(h.store.places.count == Samples.places.count)
    }

    @Test func aRestoredFileThatHasGoneIsARowThatSaysSo() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let h = Harness()
        await h.startAndLoad()
        let path = folder.appendingPathComponent("gone.gpx").path
        h.store.restoreLayer(path: path, visible: true)
        await settle(h)
        #expect(h.store.layers[path]?.state == .missing)
        #expect(h.store.layerNotice == nil)
    }

    @Test func locatingAMissingFileKeepsItsRowItsVisibilityAndItsFavourites() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let old = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: old)
        await settle(h)
        let lookout = try #require(h.store.places.first { $0.title == "Lookout" })
        h.store.toggleFavourite(lookout)
        h.store.setLayerVisible(old, false)
        try FileManager.default.removeItem(atPath: old)
        h.store.reloadLayer(old)
        await settle(h)
        #expect(h.store.layers[old]?.state == .missing)

        let moved = folder.appendingPathComponent("moved")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let new = try write(Self.trip, "trip.geojson", in: moved)
        h.store.locateLayer(old, at: new)
        await settle(h)
        #expect(h.store.layers[old] == nil)
        let layer = try #require(h.store.layers[new])
        #expect(layer.state == .loaded && !layer.visible)
        #expect(h.store.layers.layers.map(\.id) == [PlaceLayer.bundledID, new], "the row keeps its place")
        #expect(h.store.favouritesHere.count == 1 && h.store.favouritesHere.allSatisfy { $0.placeID.hasPrefix(new + "#") },
                "favourites re-keyed: \(h.store.favouritesHere.map(\.placeID))")
        h.store.setLayerVisible(new, true)
        await settle(h)
        let again = try #require(h.store.places.first { $0.title == "Lookout" })
        #expect(h.store.isFavourite(again), "the favourite follows the file to its new path")
    }

    @Test func aReloadKeepsTheSelectionAndAnUnreadableFileKeepsItsLastGoodPlaces() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: path)
        await settle(h)
        let lookout = try #require(h.store.places.first { $0.title == "Lookout" })
        h.store.selectPlace(lookout)
        let view = h.map.viewport

        _ = try write(Self.trip.replacingOccurrences(of: "Lookout", with: "Tower"), "trip.geojson", in: folder)
        h.store.reloadLayer(path)
        await settle(h)
        #expect(h.store.selection.place?.id == lookout.id)
        #expect(h.store.selection.place?.title == "Tower")
        #expect(h.map.viewport == view)
        #expect(h.store.layerNotice?.serial == 1)

        _ = try write("{ not json", "trip.geojson", in: folder)
        h.store.reloadLayer(path)
        await settle(h)
        guard case .failed(let reason) = h.store.layers[path]?.state else {
            Issue.record("state \(String(describing: h.store.layers[path]?.state))"); return
        }
        #expect(reason.hasPrefix("not valid JSON at line 1"), "\(reason)")
        #expect(h.store.places.count == Samples.places.count + 3)
    }

    @Test func theSamePlaceIDInTwoFilesStaysTwoPlaces() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let a = try write(Self.trip, "a.geojson", in: folder)
        let b = try write(Self.trip, "b.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayers(paths: [a, b])
        await settle(h)
        for _ in 0..<4 where h.store.isLoadingLayers { await h.poster.drain() }
        #expect(h.store.layers.count == 3)
        #expect(Set(h.store.places.map(\.id)).count == Samples.places.count + 6)
        #expect(h.store.categoryCounts["viewpoint"] == 2)
    }

    @Test func layersAreSavedInStateJSONAndReopenedAtTheNextStart() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let file = SettingsFile(url: folder.appendingPathComponent("state.json"))
        let first = Harness(settingsFile: file)
        await first.startAndLoad()
        first.store.openLayer(path: path)
        await settle(first)
        first.store.setLayerVisible(path, false)
        first.store.setLayerVisible(PlaceLayer.bundledID, false)
        #expect(file.load().settings.layers == [SavedLayer(path: PlaceLayer.bundledID, visible: false),
                                                SavedLayer(path: path, visible: false)])

        let second = Harness(settingsFile: file, settings: file.load().settings)
        second.store.start()
        await second.poster.drain()
        for _ in 0..<4 where second.store.isLoadingLayers { await second.poster.drain() }
        let layer = try #require(second.store.layers[path])
        #expect(layer.state == .loaded)
        #expect(!layer.visible)
        #expect(second.store.layers[PlaceLayer.bundledID]?.visible == false)
        #expect(second.store.places.isEmpty)
        // Reopening is not a fresh open: no toast, no flight.
        #expect(second.store.layerNotice == nil)
    }

    @Test func stateJSONFromBeforeLayersStillLoads() throws {
        let old = #"{"format":"pinmap-state","version":1,"panelWidth":300,"panelVisible":true,"#
            + #""linkPreferences":{"enabledTargetIDs":[],"includesAllDesktopApps":true}}"#
        let settings = try SettingsFile.decode(Data(old.utf8), path: "state.json")
        #expect(settings.layers == nil)
        #expect(settings.panelWidth == 300)
        // Relative paths and the cap: a hand-edited list cannot make the start read anything but absolute files.
        let list = LayerList(saved: [SavedLayer(path: "rel.kml", visible: true)]
                             + (0..<300).map { SavedLayer(path: "/tmp/f\($0).kml", visible: true) })
        #expect(list.count == 1 + SavedLayer.limit - 1)
    }

    @Test func fiftyFilesAtOnceBecomeFiftyLayersInOneIndex() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try (0..<50).map { try write(Self.trip, "f\($0).geojson", in: folder) }
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayers(paths: paths)
        #expect(h.store.layers.count == 51)
        for _ in 0..<60 where h.store.isLoadingLayers { await h.poster.drain() }
        #expect(!h.store.isLoadingLayers)
        #expect(h.store.places.count == Samples.places.count + 150)
        #expect(h.builder.all.last?.selected.count == Samples.places.count + 150)
    }

    @Test func aTwoGigabyteFileOfAnotherKindIsRefusedUnread() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("movie.mkv")
        // Sparse: 2 GiB long, no blocks on disk.
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: url.path)
        await settle(h)
        let message = try #require(h.store.layerNotice?.message)
        #expect(message.hasPrefix("movie.mkv: too large"), "\(message)")
        #expect(h.store.layers.count == 1)
    }

    @Test func aFileDeletedWhileOpenKeepsItsPlacesAndItsRowSaysSo() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.trip, "trip.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: path)
        await settle(h)
        try FileManager.default.removeItem(atPath: path)
        h.store.reloadLayer(path)
        await settle(h)
        #expect(h.store.layers[path]?.state == .missing)
        #expect(h.store.places.count == Samples.places.count + 3)
    }

    @Test func openingFliesToFitTheFileUnlessItIsAllInViewAlready() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let far = try write(Self.trip.replacingOccurrences(of: "[26.0,61.0]", with: "[10.0,50.0]"), "far.geojson", in: folder)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: far)
        await settle(h)
        let fitted = h.map.viewport
        let placesOfFar = h.store.layers[far]?.places ?? []
        #expect(!placesOfFar.isEmpty)
        #expect(placesOfFar.allSatisfy { fitted.visibleBounds.contains($0.coordinate) })

        // A file whose places are all in view leaves the view alone.
        let near = try write(#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Here"},"#
            + #""geometry":{"type":"Point","coordinates":[\#(h.store.viewport.center.longitude),\#(h.store.viewport.center.latitude)]}}]}"#,
            "near.geojson", in: folder)
        let before = h.map.viewport
        h.store.openLayer(path: near)
        await settle(h)
        #expect(h.store.layers[near]?.state == .loaded)
        #expect(h.map.viewport == before)
    }
}

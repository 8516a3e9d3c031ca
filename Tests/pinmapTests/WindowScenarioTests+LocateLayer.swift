import Foundation
import Testing

extension WindowSuites {
    /// Locate… (issue 26) in the real window under Xvfb: a layer whose file was moved away becomes a "missing" row with
    /// Locate…; the action the file chooser's answer runs (`app.locate-layer 'OLD\nNEW'`) reads the file from its new
    /// place into the same row, keeping its visibility, and re-keys its favourites to the new path.
    @Suite(.needsWindowAndBus)
    struct LocateLayerWindowTests {
        /// One favourite in `favourites.json`'s own format, keyed by the `--data` file and a layer place's id.
        static func favouritesJSON(source: String, placeID: String) -> String {
            #"{"format":"pinmap-favourites","version":1,"favourites":[{"source":"\#(source)","placeID":"\#(placeID)","#
                + #""name":"Tower","categoryID":"viewpoint","latitude":60.16,"longitude":24.93}]}"#
        }

        @Test func aMovedFileIsAMissingRowAndLocatingItLoadsItInPlaceWithItsFavourites() throws {
            let fixture = try WindowFixture("locate-layer")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let places = try fixture.places()
            let old = home.appendingPathComponent("trip.geojson")
            try Data(LayerWindowTests.geoJSON([("Tower", 60.16, 24.93), ("Pier", 60.21, 24.95)]).utf8).write(to: old)
            let other = home.appendingPathComponent("other.geojson")
            try Data(LayerWindowTests.geoJSON([("Hill", 60.19, 24.92)]).utf8).write(to: other)
            // The Tower starred at its old path (favourites of a layer's places are keyed by file path + place id).
            let favourites = home.appendingPathComponent("data/pinmap/favourites.json")
            try FileManager.default.createDirectory(at: favourites.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.favouritesJSON(source: places, placeID: old.path + "#p0").utf8).write(to: favourites)

            try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "11", old.path],
                               environment: try fixture.busEnvironment(), until: "trip.geojson as a layer", quitInset: 40) { d in
                d.placesLoaded && d.layer("trip.geojson")?.state == "loaded"
            }
            // A second layer after it, so the located row has a place in the list to keep.
            try fixture.activate("open-file", other.path)
            let both = try session.wait(for: "other.geojson as a layer") { $0.layer("other.geojson")?.state == "loaded" }
            #expect(both.layers.map(\.name).dropFirst() == ["trip.geojson", "other.geojson"])

            // Hidden first, so locating it must keep it hidden.
            let check = try session.settledControl("layer-trip.geojson").center
            try display.click(x: check.0, y: check.1)
            try session.wait(for: "trip.geojson hidden") { $0.layer("trip.geojson")?.visible == false }

            // Moved away (as Files moves a file into another folder): the watcher reads it again and finds it gone.
            let moved = home.appendingPathComponent("moved")
            try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
            let new = moved.appendingPathComponent("trip.geojson")
            #expect(rename(old.path, new.path) == 0)
            let missing = try session.wait(for: "trip.geojson's row says the file has gone, with Locate…") { d in
                d.layer("trip.geojson")?.state == "missing" && d.controls["layer-locate-trip.geojson"] != nil
            }
            #expect(missing.layer("trip.geojson")?.count == 2, "a missing file's layer keeps its last good places")
            #expect(missing.visibleTexts.contains("The file is not there any more"), "texts: \(missing.visibleTexts.filter { $0.contains("file") })")

            // Locate…: the file chooser's answer runs this action with the layer's id and the chosen path.
            try fixture.activate("locate-layer", old.path + "\n" + new.path)
            let located = try session.wait(for: "trip.geojson read from its new place") { d in
                d.layer("trip.geojson")?.path == new.path && d.layer("trip.geojson")?.state == "loaded"
            }
            #expect(located.layers.map(\.path).dropFirst() == [new.path, other.path], "the row keeps its place in the list")
            #expect(located.layer("trip.geojson")?.visible == false, "and its visibility")
            #expect(located.layer("trip.geojson")?.count == 2)
            #expect(located.controls["layer-locate-trip.geojson"] == nil)
            #expect(located.visibleTexts.contains("2 places"), "the row counts the file's places: \(located.visibleTexts.filter { $0.contains("place") })")
            #expect(!located.visibleTexts.contains("The file is not there any more"))
            // The favourite now names the new path (favourites.json is written atomically when it changes).
            func savedIDs() -> [String] {
                guard let data = try? Data(contentsOf: favourites),
                      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
                return (json["favourites"] as? [[String: Any]])?.compactMap { $0["placeID"] as? String } ?? []
            }
            // The store re-keys and saves favourites as it takes the located file's places: done once it is idle.
            try session.waitIdle(for: "the favourite re-keyed")
            #expect(savedIDs() == [new.path + "#p0"], "favourites.json's place ids")
            session.screenshot("layers-02-located")
        }
    }
}

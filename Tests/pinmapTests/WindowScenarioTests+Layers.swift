import Foundation
import Testing

extension WindowSuites {
    /// Open, drop and layers (issue 26), in the real window under Xvfb with its own session bus (stopped by PID):
    /// a file argument at start, Open's action with a path, a drop through the drop target's handler, a second
    /// `pinmap FILE`, a file edited on disk, and the layers reopened at the next start.
    @Suite(.needsWindowAndBus)
    struct LayerWindowTests {
        /// Viewpoints at the given spots; with `track`, also a walk through them.
        static func geoJSON(_ places: [(String, Double, Double)], track: Bool = false) -> String {
            var features = places.enumerated().map { i, p in
                #"{"type":"Feature","id":"p\#(i)","properties":{"name":"\#(p.0)","category":"viewpoint"},"#
                    + #""geometry":{"type":"Point","coordinates":[\#(p.2),\#(p.1)]}}"#
            }
            if track {
                let line = places.map { "[\($0.2),\($0.1)]" }.joined(separator: ",")
                features.append(#"{"type":"Feature","id":"walk","properties":{"name":"Walk","category":"viewpoint"},"#
                                + #""geometry":{"type":"LineString","coordinates":[\#(line)]}}"#)
            }
            return #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        }

        @Test func filesOpenAsLayersFollowEditsAndComeBackAtTheNextStart() throws {
            let fixture = try WindowFixture("layers")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)

            let places = try fixture.places()
            func file(_ name: String, _ list: [(String, Double, Double)], track: Bool = false) throws -> String {
                let url = home.appendingPathComponent(name)
                try Data(Self.geoJSON(list, track: track).utf8).write(to: url)
                return url.path
            }
            let walk = try file("walk.geojson", [("Cliff", 60.20, 24.90), ("Pier", 60.21, 24.95)], track: true)
            let trip = try file("trip.geojson", [("Tower", 60.16, 24.93)])
            let dropped = try file("dropped.geojson", [("Bay", 60.15, 24.96), ("Cape", 60.14, 24.97), ("Isle", 60.13, 24.99)])
            let joined = try file("joined.geojson", [("Hill", 60.19, 24.92)])
            let also = try file("also.geojson", [("Dune", 60.18, 24.91), ("Mill", 60.185, 24.915)])
            let shore = try file("shore.geojson", [("Reef", 60.16, 24.98)])

            // `pinmap FILE FILE` at start: each a layer beside the --data places (which they do not replace).
            let first = try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "11", walk, shore],
                                           environment: try fixture.busEnvironment(), until: "walk.geojson and shore.geojson as layers",
                                           quitInset: 40) {
                $0.layer("walk.geojson")?.state == "loaded" && $0.layer("shore.geojson")?.state == "loaded" && $0.placesLoaded
            }
            #expect(first.layer("walk.geojson")?.count == 2)
            #expect(first.layer("shore.geojson")?.count == 1)
            // Each file says what it added; the toast shows the last to finish.
            #expect(["2 places, 1 track from walk.geojson", "1 place from shore.geojson"].contains(first.layerNotice ?? ""))
            #expect(first.layers.dropFirst().map(\.name) == ["walk.geojson", "shore.geojson"])
            // Fitted to the file once the map had its size (the start's zoom 11 already showed it, so it stays).
            #expect(first.viewport.zoom >= 10)
            #expect(first.layers.first?.path == "bundled")
            #expect(first.layers.first?.count ?? 0 > 0, "the --data places stay")

            // Open…: the same action the dialog's answer runs, with a path instead of the dialog.
            try fixture.activate("open-file", trip)
            let opened = try session.wait(for: "trip.geojson opened") { $0.layer("trip.geojson")?.state == "loaded" }
            #expect(opened.layerNotice == "1 place from trip.geojson")

            // A drop: the paths go into a GdkFileList GValue handed to the drop target's own "drop" handler. Unlike a
            // drag from Files there is no GdkDrop, no enter/motion (so no highlight) and no portal in between.
            try fixture.activate("drop-files", dropped)
            let afterDrop = try session.wait(for: "dropped.geojson opened") { $0.layer("dropped.geojson")?.count == 3 }
            #expect(afterDrop.layerNotice == "3 places from dropped.geojson")

            // A second `pinmap FILE FILE` hands both files to this window and exits.
            let second = try fixture.secondPinmap(["--data", places, joined, also])
            #expect(second.waitForExit(timeout: AppSession.patience), "the second pinmap exits after handing over its files")
            if second.isRunning { second.stop() }
            try session.wait(for: "joined.geojson and also.geojson from the second pinmap") {
                $0.layer("joined.geojson")?.state == "loaded" && $0.layer("also.geojson")?.count == 2
            }

            // Edited on disk (written to a temporary file and renamed over it, as editors save): read again.
            let edited = home.appendingPathComponent("walk.tmp")
            try Data(Self.geoJSON([("Cliff", 60.20, 24.90), ("Pier", 60.21, 24.95), ("Beach", 60.22, 24.96)], track: true).utf8).write(to: edited)
            #expect(rename(edited.path, walk) == 0)
            try session.wait(for: "walk.geojson reloaded with 3 places") { $0.layer("walk.geojson")?.count == 3 }

            // Hidden layers stay hidden at the next start.
            let check = try session.settledControl("layer-trip.geojson").center
            try display.click(x: check.0, y: check.1)
            try session.wait(for: "trip.geojson hidden") { $0.layer("trip.geojson")?.visible == false }
            try session.wait(for: "Places in view without the hidden layer's Tower") { d in
                !d.placesInView.contains("Tower") && d.placesInView.contains("Hill")
            }
            session.screenshot("layers-01-four-files")
            fixture.quitApp()

            let restored = try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "11"],
                                              until: "the layers of the last run", quitInset: 40) { d in
                d.layers.count == 7 && d.layers.allSatisfy { $0.state == "loaded" }
            }
            #expect(restored.layers.dropFirst().map(\.name)
                        == ["walk.geojson", "shore.geojson", "trip.geojson", "dropped.geojson", "joined.geojson", "also.geojson"])
            #expect(restored.layer("trip.geojson")?.visible == false)
            #expect(restored.layer("walk.geojson")?.count == 3)
            #expect(restored.layerNotice == nil, "reopening is not opening: no toast")
            // Loaded files are in GTK's recent files (GNOME's recent lists read the same file). GTK's recent manager
            // writes it on its own timer, which no app state reports: the one file the test polls for.
            let xbel = home.appendingPathComponent("data/recently-used.xbel")
            var recent = ""
            Poll.until {
                recent = (try? String(contentsOf: xbel, encoding: .utf8)) ?? ""
                return recent.contains("joined.geojson")
            }
            #expect(recent.contains("walk.geojson") && recent.contains("joined.geojson"), "recently-used.xbel: \(recent.prefix(300))")
        }
    }
}

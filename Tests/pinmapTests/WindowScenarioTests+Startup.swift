import Foundation
import Testing

/// Start-up: a geo: URI on the command line, --render against the window, unreadable settings.
extension WindowSuites.WindowScenarioTests {
    @Test func geoURIOnTheCommandLineOpensThereAndWinsOverSavedView() throws {
        let fixture = try WindowFixture("geo")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        let places = try TestData.writePlaces(in: home)
        // First a run elsewhere (Paris, zoom 10) that saves its view, so the link below has a saved view to beat.
        try fixture.launch(["--data", places, "--style", "offline", "--center", "48.8566,2.3522", "--zoom", "10"],
                           until: "the Paris view, then idle", quitInset: 100) { $0.isIdle && $0.placesLoaded && $0.viewport.width > 0 }
        fixture.quitApp()
        #expect(!session.isRunning)
        let stateFile = home.appendingPathComponent("config/pinmap/state.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any]
        let savedView = try #require(saved?["viewport"] as? [String: Double], "the first run saved its view")
        #expect(abs((savedView["latitude"] ?? 0) - 48.8566) < 1e-6)
        #expect(savedView["zoom"] == 10)

        // Without --center or --zoom: the saved view would apply; the geo: link wins over it.
        // The index is built off the main thread, so pins may come a moment after the places have loaded.
        let dump = try fixture.launch(["--data", places, "--style", "offline", "geo:60.1688,24.9355?z=15"],
                                      until: "the geo: view with its pins, then idle", quitInset: 100) {
            $0.isIdle && $0.placesLoaded && $0.viewport.width > 0 && $0.pins.contains { $0.title == "Test Museum" } && Self.onMapControlsPlaced($0)
        }
        #expect(abs(dump.viewport.latitude - 60.1688) < 1e-9)
        #expect(abs(dump.viewport.longitude - 24.9355) < 1e-9)
        #expect(dump.viewport.zoom == 15)
        #expect(dump.pins.contains { $0.title == "Test Museum" })

        // --render at the map's size draws the same picture as the window's map area.
        let shot = E2EPaths.screenshots.appendingPathComponent("10-geo-uri.png")
        let rendered = home.appendingPathComponent("render.png")
        let w = Int(dump.viewport.width), h = Int(dump.viewport.height)
        let r = try PinmapBinary.run(["--render", rendered.path, "--size", "\(w)x\(h)", "--data", try TestData.writePlaces(in: home),
                                      "--style", "offline", "geo:60.1688,24.9355?z=15"],
                                     environment: ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        #expect(r.status == 0, "\(r.stderr)")
        let difference = try Self.windowDifference(from: rendered, shot: shot, session: session, display: display)
        #expect(difference < 0.002, "mean difference \(difference) between the window and --render")
        try? FileManager.default.copyItem(at: rendered, to: E2EPaths.screenshots.appendingPathComponent("10-geo-uri-render.png"))
    }

    @Test func corruptSettingsAreKeptAsideWithOneWarningAndDefaultsApply() throws {
        let fixture = try WindowFixture("corrupt")
        defer { fixture.stop() }
        let (home, session) = (fixture.home, fixture.session)
        let folder = home.appendingPathComponent("config/pinmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data("{\"format\": \"pinmap-state\", \"version\": 1, \"mapState\": [".utf8)
        try garbage.write(to: folder.appendingPathComponent("state.json"))

        let dump = try fixture.launch(["--data", try fixture.places(), "--center", "60.17,24.94", "--zoom", "16"],
                                      until: "start with defaults") { $0.placesLoaded && $0.banner != nil && $0.controls["category-cafe"] != nil }
        #expect(dump.banner?.contains("corrupt") == true)
        #expect(dump.style == "streets", "the catalogue's default style")
        #expect(dump.categories.count == 12, "every category ticked")
        try session.waitPainted(for: "a settled window")
        session.screenshot("12-corrupt-settings")
        fixture.quitApp()

        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == garbage, "the unreadable file is kept as it was")
        let fresh = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("state.json"))) as? [String: Any]
        #expect(fresh?["format"] as? String == "pinmap-state")
    }

    @Test func emptyDataShowsTheMapAndSaysThereAreNoPlaces() throws {
        let fixture = try WindowFixture("empty")
        defer { fixture.stop() }
        let (home, session) = (fixture.home, fixture.session)
        let file = home.appendingPathComponent("empty.geojson")
        try Data(#"{"type":"FeatureCollection","features":[]}"#.utf8).write(to: file)

        let dump = try fixture.launch(["--data", file.path, "--style", "offline", "--center", "60.17,24.94", "--zoom", "15"],
                                      until: "the empty data set announced") {
            $0.placesLoaded && $0.banner != nil && $0.controls["category-cafe"] != nil
        }
        #expect(dump.banner?.contains("No places to show") == true)
        #expect(dump.style == "offline", "the map is still shown")
        #expect(dump.pins.isEmpty)
        try session.waitPainted(for: "a settled window")
        session.screenshot("13-empty-data")
    }
}

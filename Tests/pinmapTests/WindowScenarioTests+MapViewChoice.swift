import Foundation
import Testing

/// Preferences' "Map view" is remembered in state.json and used at the next launch; `--map-view` wins over it;
/// a saved value this build cannot use falls back to Cairo with a banner that names it.
extension WindowSuites.WindowScenarioTests {
    static func writeState(mapView json: String, in home: URL) throws -> URL {
        let folder = home.appendingPathComponent("config/pinmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let state = #"{"format": "pinmap-state", "version": 1, "panelWidth": 260, "panelVisible": true, "#
            + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}, "mapView": "# + json + "}"
        let url = folder.appendingPathComponent("state.json")
        try Data(state.utf8).write(to: url)
        return url
    }

    @Test func theSavedMapViewIsUsedAtLaunchTheCommandLineWinsAndAnUnknownOneFallsBack() throws {
        let fixture = try WindowFixture("map-view-choice")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        let places = try TestData.writePlaces(in: home)
        let common = ["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"]

        // 1. Saved "shumate", no --map-view: the libshumate map runs, and a pin click opens its popover there.
        let state = try Self.writeState(mapView: #""shumate""#, in: home)
        var dump = try fixture.launch(common, until: "the saved map view") {
            $0.placesLoaded && !$0.pins.isEmpty && $0.controls["map-view-shumate"] != nil
        }
        #expect(dump.controls["map-view-cairo"] == nil)
        #expect(dump.banner == nil)
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try session.waitPainted(for: "a settled window")
        try display.click(x: cafe.clickX, y: cafe.clickY)
        dump = try session.wait(for: "the café's popover on the saved map") { $0.popoverTitle == TestData.cafe.title }
        session.screenshot("30-saved-map-view-shumate")
        try display.key("Escape")
        fixture.quitApp()

        // 2. --map-view cairo wins for this run, and leaves the saved choice alone.
        dump = try fixture.launch(common + ["--map-view", "cairo"], until: "the command line's map view") {
            $0.placesLoaded && $0.controls["map-view-cairo"] != nil
        }
        #expect(dump.controls["map-view-shumate"] == nil)
        fixture.quitApp()
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any]
        #expect(saved?["mapView"] as? String == "shumate", "a run's --map-view is not a Preferences choice")

        // 3. A name this build does not know: Cairo, and the banner says which value and what it did.
        _ = try Self.writeState(mapView: #""vector""#, in: home)
        dump = try fixture.launch(common, until: "the fallback map view") {
            $0.placesLoaded && $0.controls["map-view-cairo"] != nil && $0.banner != nil
        }
        let banner = try #require(dump.banner)
        #expect(banner.contains("map view 'vector' is not one of cairo, shumate; using cairo"), "banner: \(banner)")
        session.screenshot("31-unknown-map-view")
        fixture.quitApp()
    }
}

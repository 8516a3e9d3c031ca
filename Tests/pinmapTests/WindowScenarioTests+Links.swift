import Foundation
import Testing

/// "Open in…" edge cases: nothing can open a link; exactly one target enabled.
extension WindowSuites.WindowScenarioTests {
    @Test func launchFailureShowsABannerAndCopiesTheLinkAndCopyButtonsWork() throws {
        let fixture = try WindowFixture("nolaunch")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        // Nothing can open a link: no xdg-open on PATH, no desktop files anywhere, no BROWSER.
        let empty = fixture.home.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        var dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"],
                                      environment: ["PATH": empty.path, "XDG_DATA_DIRS": empty.path, "XDG_DATA_HOME": empty.path, "BROWSER": ""],
                                      until: "places") { $0.placesLoaded && $0.pins.contains { $0.title == TestData.cafe.title } }
        #expect(!dump.enabledLinkTargets.contains { $0.hasPrefix("geo:") }, "no geo: app is installed")
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        try session.wait(for: "popover") { $0.popoverTitle == TestData.cafe.title }

        let osm = try session.settledControl("open-osm")
        try display.click(x: osm.center.0, y: osm.center.1)
        dump = try session.wait(for: "the failure banner") { $0.banner != nil }
        #expect(dump.banner == "No application could open the link; the link was copied.")
        #expect(dump.copiedText == "https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94")
        #expect(session.launchedURLs().isEmpty)
        #expect(session.isRunning, "a failed launch never crashes the app")
        try session.waitPainted(for: "a settled window")
        session.screenshot("11-launch-failed")

        let coordinates = try session.settledControl("copy-coordinates")
        try display.click(x: coordinates.center.0, y: coordinates.center.1)
        try session.wait(for: "copied coordinates") { $0.copiedText == "60.17, 24.94" }
        let link = try session.settledControl("copy-link")
        try display.click(x: link.center.0, y: link.center.1)
        try session.wait(for: "copied link") { $0.copiedText == "https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94" }
    }

    @Test func exactlyOneEnabledTargetIsASingleButtonThatOpensDirectly() throws {
        let fixture = try WindowFixture("one-target")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        // Saved preferences: only OpenStreetMap, and no desktop apps.
        let folder = fixture.home.appendingPathComponent("config/pinmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = #"{"format": "pinmap-state", "version": 1, "panelWidth": 260, "panelVisible": true, "#
            + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}}"#
        try Data(saved.utf8).write(to: folder.appendingPathComponent("state.json"))

        var dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"],
                                      until: "places") { $0.placesLoaded && $0.pins.contains { $0.title == TestData.cafe.title } }
        #expect(dump.enabledLinkTargets == ["osm"])
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        let button = try session.settledControl("open-osm")
        dump = try #require(session.dump())
        #expect(dump.controls.keys.filter { $0.hasPrefix("open-") } == ["open-osm"], "one direct button, no list")
        try session.waitPainted(for: "a settled window")
        session.screenshot("13-single-target")
        try display.click(x: button.center.0, y: button.center.1)
        #expect(try session.waitForLaunches(1) == ["https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94"])
    }
}

import Foundation
import Testing

/// The window when the geocoder fails (`--geocoder-url` on the fake Photon's /switch mode, which the test turns from
/// HTTP 500 to answering): the offline results stay, with one "Online search unavailable" note, until it answers.
extension WindowSuites.WindowScenarioTests {
    @Test func aFailingGeocoderLeavesOfflineResultsWithOneNoteUntilItAnswersAgain() throws {
        let fixture = try WindowFixture("online-search-note")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        let mode = fixture.home.appendingPathComponent("geocoder-mode")
        try "error".write(to: mode, atomically: true, encoding: .utf8)
        let server = try PythonPlacesServer(arguments: [GeocoderCLITests.script, mode.path])
        defer { fixture.quitApp(); server.stop() }
        try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "9",
                            "--geocoder-url", "\(server.base)/switch"],
                           until: "places") { $0.placesLoaded && $0.controls["none"] != nil && $0.viewport.width > 0 }

        try display.key("ctrl+f")
        // Typing before the entry has the keyboard would type into the map.
        try session.wait(for: "the search box focused") { $0.focus == "search" }
        try display.tool("xdotool", ["type", "--delay", "1", "Tampere"])
        _ = try session.wait(for: "the note under the offline rows") {
            $0.controls["search-note"] != nil && $0.controls["search-row-0"] != nil
        }
        session.screenshot("29-search-online-unavailable")

        // More keystrokes, more failed requests: the list still has its results and the one note.
        try display.key("BackSpace")
        try display.tool("xdotool", ["type", "--delay", "1", "e"])
        _ = try session.wait(for: "the note after retyping") { $0.controls["search-note"] != nil && $0.controls["search-row-0"] != nil }

        // The service answers again: the next query's answer takes the note away.
        try "ok".write(to: mode, atomically: true, encoding: .utf8)
        try display.key("BackSpace")
        try display.tool("xdotool", ["type", "--delay", "1", "e"])
        _ = try session.wait(for: "the note to go") { $0.controls["search-note"] == nil && $0.controls["search-row-3"] != nil }
        session.screenshot("30-search-online-back")
    }
}

/// With no geocoder set, text that reads as an address gets one note that addresses beyond the loaded places need
/// online search; a town name does not.
extension WindowSuites.WindowScenarioTests {
    @Test func anAddressTypedOfflineSaysAddressesNeedOnlineSearch() throws {
        let fixture = try WindowFixture("offline-address-note")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        defer { fixture.quitApp() }
        try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "9"],
                           until: "places") { $0.placesLoaded && $0.controls["none"] != nil && $0.viewport.width > 0 }

        try display.key("ctrl+f")
        try session.wait(for: "the search box focused") { $0.focus == "search" }
        try display.tool("xdotool", ["type", "--delay", "1", "Baker Street 221"])
        _ = try session.wait(for: "the address note") { $0.controls["search-note"] != nil }
        session.screenshot("31-search-offline-address")

        try display.key("ctrl+a")
        try display.tool("xdotool", ["type", "--delay", "1", "Tampere"])
        _ = try session.wait(for: "Tampere's rows without the note") {
            $0.controls["search-note"] == nil && $0.controls["search-row-0"] != nil
        }
    }
}

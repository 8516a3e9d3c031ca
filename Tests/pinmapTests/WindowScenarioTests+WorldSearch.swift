import Foundation
import Testing

/// A world place from the bundled gazetteer: Ctrl+F, "Tampere", Enter → the map flies there and its callout opens.
extension WindowSuites.WindowScenarioTests {
    @Test func typingACityAndEnterFliesToItAndNamesIt() throws {
        let fixture = try WindowFixture("world-search")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        var dump = try fixture.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.17,24.94", "--zoom", "9"],
                                      until: "places") { $0.placesLoaded && $0.controls["none"] != nil }

        try display.key("ctrl+f")
        // Typing before the entry has the keyboard would type into the map.
        try session.wait(for: "the search box focused") { $0.focus == "search" }
        try display.tool("xdotool", ["type", "--delay", "60", "Tampere"])
        try session.waitIdle(for: "results") { $0.controls["search-row-0"] != nil }
        session.screenshot("24-search-world-results")
        try display.key("Return")
        dump = try session.wait(for: "Tampere's callout") { $0.popoverTitle == "Tampere" }
        // Idle: the flight has ended (its centre arrives a frame before its zoom).
        dump = try session.waitIdle(for: "the flight to Tampere") {
            abs($0.viewport.latitude - 61.49911) < 1e-3 && abs($0.viewport.longitude - 23.78712) < 1e-3
        }
        #expect(dump.viewport.zoom == 12, "a city is shown at zoom 12")
        #expect(dump.droppedMarker != nil)
        session.screenshot("25-search-world-place")
    }
}

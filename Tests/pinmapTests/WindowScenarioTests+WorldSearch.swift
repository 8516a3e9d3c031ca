import Foundation
import Testing

/// A world place from the bundled gazetteer: Ctrl+F, "Tampere", Enter → the map flies there and its callout opens.
extension WindowScenarioTests {
    @Test func typingACityAndEnterFliesToItAndNamesIt() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("world-search")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.17,24.94", "--zoom", "9"])
        var dump = try session.wait(for: "places") { $0.placesLoaded && $0.controls["none"] != nil }
        let mapPoint = (dump.mapOriginX + 60, dump.mapOriginY + 60)
        defer { session.quit(pointerAt: mapPoint) }

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

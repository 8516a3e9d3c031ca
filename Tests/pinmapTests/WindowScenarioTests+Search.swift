import Foundation
import Testing

/// The header bar's search: type a misspelt name, Down, Enter: the place's popover opens.
extension WindowScenarioTests {
    @Test func misspeltSearchThenDownAndEnterOpensThePlace() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("search")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.0,24.0", "--zoom", "9"])
        var dump = try session.wait(for: "places") { $0.placesLoaded && $0.controls["category-pharmacy"] != nil }
        let mapPoint = (dump.mapOriginX + 60, dump.mapOriginY + 60)
        defer { session.quit(pointerAt: mapPoint) }

        // Untick Pharmacies first: search still finds the place, and opening it ticks the category again.
        let check = try #require(dump.controls["category-pharmacy"])
        try display.click(x: check.center.0, y: check.center.1)
        dump = try session.wait(for: "pharmacies hidden") { !$0.categories.contains("pharmacy") }

        try display.key("ctrl+f")
        try display.tool("xdotool", ["type", "--delay", "60", "pharmcy"])
        dump = try session.wait(for: "results") { $0.controls["search-row-0"] != nil }
        usleep(400_000)
        session.screenshot("21-search-results")
        try display.key("Down")
        try display.key("Return")
        dump = try session.wait(for: "the pharmacy's popover") { $0.popoverTitle == "Test Pharmacy" }
        #expect(dump.selectedTitle == "Test Pharmacy")
        #expect(dump.categories.contains("pharmacy"), "opening a hidden category's place ticks it")
        #expect(dump.banner?.contains("Pharmacies") == true)
        dump = try session.wait(for: "the flight to end") { abs($0.viewport.latitude - 60.1715) < 1e-3 && $0.viewport.zoom >= 15 }
        #expect(dump.pins.contains { $0.kind == "place" && $0.title == "Test Pharmacy" }, "shown as a pin, not in a cluster")
        usleep(400_000)
        session.screenshot("22-search-opened")
    }
}

import Foundation
import Testing

/// The header bar's search: type a misspelt name, Down, Enter: the place's popover opens.
extension WindowSuites.WindowScenarioTests {
    @Test func misspeltSearchThenDownAndEnterOpensThePlace() throws {
        let fixture = try WindowFixture("search")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        var dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.0,24.0", "--zoom", "9"],
                                      until: "places") { $0.placesLoaded && $0.controls["none"] != nil }

        // Untick every category first ("None"): search still finds the place, and opening it ticks its category.
        let none = try session.settledControl("none")
        try display.click(x: none.center.0, y: none.center.1)
        dump = try session.wait(for: "every category hidden") { $0.categories.isEmpty }

        try display.key("ctrl+f")
        // Typing before the entry has the keyboard would type into the map.
        try session.wait(for: "the search box focused") { $0.focus == "search" }
        try display.tool("xdotool", ["type", "--delay", "60", "pharmcy"])
        dump = try session.wait(for: "results") { $0.controls["search-row-0"] != nil }
        try session.waitPainted(for: "a settled window")
        session.screenshot("21-search-results")
        try display.key("Down")
        try display.key("Return")
        dump = try session.wait(for: "the pharmacy's popover") { $0.popoverTitle == "Test Pharmacy" }
        #expect(dump.selectedTitle == "Test Pharmacy")
        #expect(dump.categories == ["pharmacy"], "opening a hidden category's place ticks that category only")
        #expect(dump.banner?.contains("Pharmacies") == true)
        dump = try session.wait(for: "the flight to end") { abs($0.viewport.latitude - 60.1715) < 1e-3 && $0.viewport.zoom >= 15 }
        #expect(dump.pins.contains { $0.kind == "place" && $0.title == "Test Pharmacy" }, "shown as a pin, not in a cluster")
        try session.waitPainted(for: "a settled window")
        session.screenshot("22-search-opened")

        // Coordinates and Enter: the map goes there and a marker is dropped.
        // GTK gives the keyboard back to the map a moment after the popover reports itself closed: let it,
        // then Ctrl+F.
        try display.key("Escape")
        try session.wait(for: "popover closed") { $0.popoverTitle == nil }
        try session.waitPainted(for: "a settled window")
        try display.key("ctrl+f")
        try session.waitPainted(for: "a settled window")
        try display.key("ctrl+a")
        try display.tool("xdotool", ["type", "--delay", "40", "60.2 N 24.9 E"])
        try session.wait(for: "the location row", timeout: 20) { $0.controls["search-row-0"] != nil }
        try display.key("Return")
        dump = try session.wait(for: "the typed position") {
            abs($0.viewport.latitude - 60.2) < 1e-6 && abs($0.viewport.longitude - 24.9) < 1e-6 && $0.droppedMarker != nil
        }
        #expect(abs((dump.droppedMarker?.latitude ?? 0) - 60.2) < 1e-9)
        session.screenshot("23-search-coordinates")
    }
}

import Foundation
import Testing

/// "What's here?": a right-click on the map drops a marker saying where the point lies from the nearest place.
extension WindowSuites.WindowScenarioTests {
    @Test func rightClickOnTheMapSaysWhatIsHere() throws {
        let fixture = try WindowFixture("whats-here")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        let dump = try fixture.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.25,24.75", "--zoom", "10"],
                                      until: "places") { $0.placesLoaded && $0.controls["none"] != nil && $0.viewport.width > 0 }

        let centre = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
        try display.tool("xdotool", ["mousemove", String(Int(centre.0)), String(Int(centre.1)), "click", "3"])
        let answered = try session.wait(for: "the What's here? marker") { $0.droppedMarker != nil }
        let label = try #require(answered.droppedMarker?.label)
        // GeoNames' nearest place to 60.25, 24.75 is Laaksolahti, about a kilometre away.
        #expect(label.hasSuffix(" of Laaksolahti"), "label: \(label)")
        #expect(abs((answered.droppedMarker?.latitude ?? 0) - 60.25) < 0.01)
    }
}

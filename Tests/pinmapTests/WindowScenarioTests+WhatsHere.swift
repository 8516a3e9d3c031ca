import Foundation
import Testing

/// "What's here?": a right-click on the map drops a marker saying where the point lies from the nearest place.
extension WindowScenarioTests {
    @Test func rightClickOnTheMapSaysWhatIsHere() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("whats-here")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.25,24.75", "--zoom", "10"])
        let dump = try session.wait(for: "places") { $0.placesLoaded && $0.controls["none"] != nil && $0.viewport.width > 0 }
        let mapPoint = (dump.mapOriginX + 60, dump.mapOriginY + 60)
        defer { session.quit(pointerAt: mapPoint) }

        let centre = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
        try display.tool("xdotool", ["mousemove", String(Int(centre.0)), String(Int(centre.1)), "click", "3"])
        let answered = try session.wait(for: "the What's here? marker") { $0.droppedMarker != nil }
        let label = try #require(answered.droppedMarker?.label)
        // GeoNames' nearest place to 60.25, 24.75 is Laaksolahti, about a kilometre away.
        #expect(label.hasSuffix(" of Laaksolahti"), "label: \(label)")
        #expect(abs((answered.droppedMarker?.latitude ?? 0) - 60.25) < 0.01)
    }
}

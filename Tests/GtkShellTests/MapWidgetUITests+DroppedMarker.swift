import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// The dropped marker in the real widget: drawn, its × and Escape ask the owner to remove it.
extension MapWidgetUITests {
    @Test func droppedMarkerIsDrawnAndEscapeOrItsCloseBoxAsksToRemoveIt() throws {
        let h = try #require(MapHarness.shared, "the widget harness did not start under this display")
        h.reset(center: Fake.c.coordinate, zoom: 15)
        let map = h.map, d = h.delegate
        defer { map.show(droppedMarker: nil); h.waitForFrame() }
        let marker = DroppedMarker(coordinate: Fake.c.coordinate, label: "Meeting point")
        map.show(droppedMarker: marker)
        h.waitForFrame()
        #expect(map.lastScene?.droppedMarker == marker)
        let frame = try #require(map.renderer.droppedMarkerFrame)
        #expect(frame.tip.distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)

        // A click on the label (not its ×) selects nothing, though place C's pin lies under the marker.
        h.click(at: PixelPoint(x: frame.label.minX + 8, y: frame.label.center.y))
        h.waitOutDoubleClick()
        #expect(d.selections.isEmpty, "\(d.selections)")

        // The × asks the owner to remove it; the widget keeps drawing it until told (the store owns it).
        h.click(at: frame.close.center)
        let closed = MainLoop.run(until: { d.events.contains(.closedMarker) })
        #expect(closed)
        #expect(map.droppedMarker == marker)

        // Escape on the map asks the same.
        d.reset()
        let focused = h.focusMap()
        #expect(focused)
        XDo.run(["key", "Escape"])
        let escaped = MainLoop.run(until: { d.events.contains(.closedMarker) })
        #expect(escaped)

        // Once removed, nothing is drawn and Escape is left for others.
        map.show(droppedMarker: nil)
        h.waitForFrame()
        #expect(map.renderer.droppedMarkerFrame == nil)
        #expect(map.lastScene?.droppedMarker == nil)
        d.reset()
        // Then "=" (zoom in) as a fence: the X server delivers keys in order, so once the zoom it asks for has
        // happened, the Escape before it has been handled too.
        let zoom = map.viewport.zoom
        XDo.run(["key", "Escape", "equal"])
        let fenced = MainLoop.run(until: { map.viewport.zoom > zoom + 0.5 && !map.isAnimating })
        #expect(fenced, "the map zoomed in on the key after Escape")
        #expect(!d.events.contains(.closedMarker))
    }
}

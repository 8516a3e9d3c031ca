import Foundation
import Graphics
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// The map's keyboard focus ring, and what a screen reader is told about the map.
extension MapWidgetUITests {
    /// One frame of `map` drawn into a surface of its own (the same draw function GTK calls).
    func frame(of map: MapWidget) throws -> Surface {
        let surface = try Surface(width: 800, height: 600)
        map.drawFrame(on: Canvas(surface: surface), width: 800, height: 600)
        return surface
    }

    func isRingColour(_ p: RGBA8) -> Bool {
        let c = MapFocusRing.color
        return abs(Int(p.r) - Int(c.red * 255)) <= 3 && abs(Int(p.g) - Int(c.green * 255)) <= 3
            && abs(Int(p.b) - Int(c.blue * 255)) <= 3
    }

    @Test func theMapIsARegionNamedMap() throws {
        let h = try #require(MapHarness.shared)
        #expect(AppUI.accessibleRole(h.map.widget) == .region)
        #expect(AppUI.hasAccessibleLabel(h.map.widget, "Map"))
        #expect(!AppUI.hasAccessibleLabel(h.map.widget, "Something else"), "the check can fail")
    }

    @Test func tabbingToTheMapDrawsAFocusRingInsideItsEdge() throws {
        let h = try #require(MapHarness.shared)
        h.reset(center: Fake.a.coordinate, zoom: 14)
        let map = h.map
        defer { Window.setFocus(h.window, nil) }
        Window.setFocus(h.window, nil)
        let unfocused = MainLoop.run(until: { !map.widget.hasFocus })
        #expect(unfocused)
        h.waitForFrame()
        #expect(!map.focusRingShown)
        let plain = try frame(of: map)

        XDo.run(["key", "Tab"])
        let ringed = MainLoop.run(until: { map.widget.hasVisibleFocus && map.focusRingShown })
        #expect(ringed, "Tab gives the map keyboard focus, and the next frame GTK draws has the ring")
        let focused = try frame(of: map)
        for (x, y) in [(1, 300), (400, 1), (798, 300), (400, 598)] {
            #expect(isRingColour(focused.pixel(x: x, y: y)), "ring at \(x),\(y): \(focused.pixel(x: x, y: y))")
            #expect(!isRingColour(plain.pixel(x: x, y: y)), "no ring at \(x),\(y) without focus")
        }
        // The map itself is untouched inside the ring.
        #expect(focused.pixel(x: 200, y: 300) == plain.pixel(x: 200, y: 300))

        Window.setFocus(h.window, nil)
        let gone = MainLoop.run(until: { !map.focusRingShown })
        #expect(gone, "losing focus redraws without the ring")
    }
}

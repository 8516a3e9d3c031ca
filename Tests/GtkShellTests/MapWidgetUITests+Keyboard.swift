import CGtk
import Foundation
import Graphics
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Keys zoom, pan and fit once the map has focus.
extension MapWidgetUITests {
    @Test func keyboardZoomsPansAndFits() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let map = h.map
        let focused = h.focusMap()
        #expect(focused)
        XDo.run(["key", "plus"])
        let zoomedIn = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(zoomedIn)
        XDo.run(["key", "minus"])
        let zoomedOut = MainLoop.run(until: { abs(map.viewport.zoom - 12) < 1e-6 && !map.isAnimating })
        #expect(zoomedOut)
        XDo.run(["key", "Left"])
        let panned = MainLoop.run(until: { self.close(map.viewport.screenPoint(for: Fake.a.coordinate), PixelPoint(x: 400 + MapWidget.keyPanStep, y: 300)) })
        #expect(panned)
        XDo.run(["key", "Home"])
        let fitted = MainLoop.run(until: { !map.isAnimating && map.viewport.zoom > 12.5 })
        #expect(fitted)
        h.settle()
        for place in [Fake.a, Fake.b, Fake.c, Fake.d] {
            let p = map.viewport.screenPoint(for: place.coordinate)
            #expect(p.x > 0 && p.x < 800 && p.y > 0 && p.y < 600, "\(place.id) at \(p) after Home")
        }
    }
}

/// Key handling without the X server.
extension MapWidgetUITests {
    @Test func shortcutsWithControlOrAltAreLeftForTheApp() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
        let control = GDK_CONTROL_MASK.rawValue, alt = GDK_ALT_MASK.rawValue
        #expect(!map.keyPressed(KeyPress(keyval: KeySym.plus, modifiers: control)))
        #expect(!map.keyPressed(KeyPress(keyval: KeySym.left, modifiers: alt)))
        #expect(!map.keyPressed(KeyPress(keyval: KeySym.escape)))
        #expect(map.viewport.zoom == 12)
        #expect(map.keyPressed(KeyPress(keyval: KeySym.keypadAdd)))
        #expect(abs(map.viewport.zoom - 13) < 1e-9)
    }
}

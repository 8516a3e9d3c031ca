import Foundation
import Graphics
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Drag, glide, wheel and cursor, driven by xdotool.
extension MapWidgetUITests {
    @Test func dragPansByTheDraggedDistance() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.c.coordinate, zoom: 14)
        let start = try #require(emptyPoint(in: h))
        let end = PixelPoint(x: start.x + 180, y: start.y - 140)
        let grabbed = h.map.viewport.coordinate(at: start)
        let framesBefore = h.map.frameCount
        var args = ["mousemove", "--window", h.xWindow] + h.xy(start) + ["mousedown", "1"]
        for i in 1...6 {
            let t = Double(i) / 6
            let p = PixelPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            args += ["sleep", "0.02", "mousemove", "--window", h.xWindow] + h.xy(p)
        }
        XDo.run(args)
        let map = h.map
        let followedPointer = MainLoop.run(until: { self.close(map.viewport.screenPoint(for: grabbed), end) })
        #expect(followedPointer)
        #expect(map.widget.cursorName == "grabbing")
        // Hold still before releasing so no glide follows.
        h.pump(seconds: 0.2)
        XDo.run(["mouseup", "1"])
        h.settle()
        #expect(map.widget.cursorName != "grabbing")
        let landed = map.viewport.screenPoint(for: grabbed)
        #expect(close(landed, end), "grabbed point ended at \(landed), pointer at \(end)")
        #expect(h.delegate.selections.isEmpty, "a drag is not a click: \(h.delegate.selections)")
        // Viewport notifications are coalesced to at most one per frame.
        #expect(h.delegate.viewportChanges >= 1)
        #expect(h.delegate.viewportChanges <= map.frameCount - framesBefore + 1)
    }

    /// Smoke test of the flick in the window: the map follows the drag's direction and comes to rest. How far it
    /// glides is `DragPanTests`' job (fixed timestamps), not xdotool's timing under load.
    @Test func quickDragMovesTheMapItsWayAndSettles() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.c.coordinate, zoom: 14)
        let start = try #require(emptyPoint(in: h))
        let grabbed = h.map.viewport.coordinate(at: start)
        var args = ["mousemove", "--window", h.xWindow] + h.xy(start) + ["mousedown", "1"]
        for i in 1...5 { args += ["sleep", "0.01", "mousemove", "--window", h.xWindow] + h.xy(PixelPoint(x: start.x + Double(i) * 40, y: start.y)) }
        args += ["mouseup", "1"]
        XDo.run(args)
        let map = h.map
        let settled = MainLoop.run(until: { !map.isMoving && map.viewport.screenPoint(for: grabbed).x > start.x + 100 }, timeout: .seconds(60))
        #expect(settled, "the map came to rest moved right")
        h.settle()
        let moved = map.viewport.screenPoint(for: grabbed)
        #expect(moved.x > start.x + 100, "moved right with the pointer: \(moved.x - start.x)")
        #expect(abs(moved.y - start.y) < 2, "a level drag stays level")
        #expect(!map.isMoving)
        #expect(h.delegate.selections.isEmpty)
    }

    @Test func wheelStepZoomsAroundThePointer() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let pointer = PixelPoint(x: 250, y: 180)
        h.move(to: pointer)
        let under = h.map.viewport.coordinate(at: pointer)
        let map = h.map
        XDo.run(["click", "4"])
        let zoomedIn = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(zoomedIn)
        #expect(close(map.viewport.screenPoint(for: under), pointer), "moved to \(map.viewport.screenPoint(for: under))")
        XDo.run(["click", "5"])
        let zoomedOut = MainLoop.run(until: { abs(map.viewport.zoom - 12) < 1e-6 && !map.isAnimating })
        #expect(zoomedOut)
        #expect(close(map.viewport.screenPoint(for: under), pointer))
    }

    @Test func cursorIsAHandOverPinsAndDefaultElsewhere() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let pin = try #require(hitPoint(for: .place(Fake.a), in: h))
        let empty = try #require(emptyPoint(in: h))
        let map = h.map
        h.move(to: pin)
        let overPin = MainLoop.run(until: { map.widget.cursorName == "pointer" })
        #expect(overPin)
        h.move(to: empty)
        let offPin = MainLoop.run(until: { map.widget.cursorName == nil })
        #expect(offPin)
    }
}

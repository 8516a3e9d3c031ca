import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// The map tells its owner when its own motion starts and stops (the store's camera, and the debug dump's `isIdle`,
/// read that instead of asking the view).
extension MapWidgetUITests {
    @Test func anAnimatedMoveReportsMotionOnceEachWayAndEndsStill() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 12)
        var target = h.map.viewport
        target.setZoom(14)
        target.setCenter(Fake.c.coordinate)
        h.map.setViewport(target, animated: true)
        #expect(h.delegate.motion.last == true, "heard at once, before the first frame")
        let map = h.map, delegate = h.delegate
        let stopped = MainLoop.run(until: { delegate.motion.last == false }, timeout: .seconds(60))
        #expect(stopped, "the end is told without anyone asking")
        #expect(delegate.motion.suffix(2) == [true, false], "once each way: \(delegate.motion)")
        #expect(!map.isMoving)
        #expect(delegate.viewportChanges >= 1, "the landing was reported before the motion's end")
        #expect(abs(map.viewport.zoom - 14) < 1e-9)
    }

    /// A request to where the map already is moves nothing: the map says at once that it is still, which ends the
    /// store's request (else the camera, and the debug dump, would wait for an arrival that never comes).
    @Test func aRequestThatMovesNothingIsAnsweredStill() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 12)
        h.map.setViewport(h.map.viewport, animated: false)
        #expect(h.delegate.motion == [false])
        #expect(!h.map.isMoving)
    }
}

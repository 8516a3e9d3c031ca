import MapCore
import Testing
@testable import MapViewModel

@Suite struct DragVelocityTrackerTests {
    @Test func steadyMotionGivesItsSpeed() {
        var t = DragVelocityTracker()
        for i in 0...10 { t.add(PixelPoint(x: Double(i) * 10, y: Double(i) * -5), at: Double(i) * 0.01) }
        let v = t.velocity(at: 0.1)
        #expect(abs(v.x - 1000) < 1e-6 && abs(v.y + 500) < 1e-6)
    }

    @Test func onlyRecentSamplesCount() {
        var t = DragVelocityTracker()
        // Fast at first, then slow for the last 0.1 s.
        t.add(PixelPoint(x: 0, y: 0), at: 0)
        t.add(PixelPoint(x: 500, y: 0), at: 0.05)
        for i in 1...10 { t.add(PixelPoint(x: 500 + Double(i), y: 0), at: 0.05 + Double(i) * 0.01) }
        #expect(abs(t.velocity(at: 0.15).x - 100) < 1e-6)
    }

    @Test func holdingStillBeforeReleaseDoesNotFling() {
        var t = DragVelocityTracker()
        for i in 0...5 { t.add(PixelPoint(x: Double(i) * 20, y: 0), at: Double(i) * 0.01) }
        #expect(t.velocity(at: 0.05).x > 0)
        #expect(t.velocity(at: 0.3) == .zero)
    }

    @Test func aSingleSampleHasNoVelocity() {
        var t = DragVelocityTracker()
        t.add(PixelPoint(x: 3, y: 4), at: 1)
        #expect(t.velocity(at: 1) == .zero)
    }

    @Test func speedIsCapped() {
        var t = DragVelocityTracker()
        t.maximumSpeed = 1000
        t.add(.zero, at: 0)
        t.add(PixelPoint(x: 300, y: 400), at: 0.01)
        let v = t.velocity(at: 0.01)
        #expect(abs((v.x * v.x + v.y * v.y).squareRoot() - 1000) < 1e-6)
        #expect(abs(v.x / v.y - 0.75) < 1e-9, "direction kept")
    }

    @Test func aStationaryReleaseEventDoesNotHideAPause() {
        var t = DragVelocityTracker()
        for i in 0...5 { t.add(PixelPoint(x: Double(i) * 20, y: 0), at: Double(i) * 0.01) }
        // The release repeats the last position 0.2 s later: the pointer was still, so no fling.
        t.add(PixelPoint(x: 100, y: 0), at: 0.25)
        #expect(t.velocity(at: 0.25) == .zero)
    }
}

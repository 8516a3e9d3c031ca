import MapCore
import Testing
@testable import MapViewModel

/// The drag-to-pan-then-glide logic fed fixed event times: what a flick does, not how fast xdotool was.
@Suite struct DragPanTests {
    /// Pans by each step and glides to the end, at 60 frames a second; returns the whole distance moved.
    private func travel(moves: [(x: Double, time: Double)], releaseAt release: Double) -> (dragged: Double, total: Double, glided: Bool) {
        var pan = DragPan()
        pan.begin(at: 0)
        var moved = 0.0
        for m in moves { moved += pan.move(to: PixelPoint(x: m.x, y: 0), at: m.time).pan?.x ?? 0 }
        let dragged = moved
        guard var glide = pan.glide(releasedAt: release, frameTime: 100) else { return (dragged, moved, false) }
        var t = 100.0
        while !glide.isFinished, t < 110 { t += 1.0 / 60; moved += glide.step(to: t).x }
        return (dragged, moved, true)
    }

    @Test func quickFlickGlidesFurtherThanTheDrag() {
        // 200 points in 50 ms (4000 pt/s), released at once: the glide carries the map on.
        let r = travel(moves: (1...5).map { (x: Double($0) * 40, time: Double($0) * 0.01) }, releaseAt: 0.05)
        #expect(r.dragged == 200)
        #expect(r.glided)
        #expect(r.total > 260, "moved \(r.total)")
        #expect(r.total < 200 + 5000 * 0.3 + 1, "capped by the maximum speed times the time constant")
    }

    @Test func slowDragGlidesOnlyItsSpeedTimesTheTimeConstant() {
        // 200 points over two seconds (100 pt/s), released while moving: a short glide of about 100 · 0.3 s.
        let r = travel(moves: (1...20).map { (x: Double($0) * 10, time: Double($0) * 0.1) }, releaseAt: 2.0)
        #expect(r.dragged == 200)
        #expect(r.total > 200 && r.total <= 200 + 100 * 0.3 + 1e-6, "moved \(r.total)")
    }

    @Test func holdingStillBeforeReleaseDoesNotGlide() {
        let r = travel(moves: (1...5).map { (x: Double($0) * 40, time: Double($0) * 0.01) }, releaseAt: 0.5)
        #expect(!r.glided)
        #expect(r.total == 200)
    }

    @Test func smallMoveStaysAClick() {
        var pan = DragPan()
        pan.begin(at: 0)
        #expect(pan.move(to: PixelPoint(x: 2, y: 1), at: 0.01) == DragPan.Step(becameDrag: false, pan: nil))
        #expect(!pan.isDragging)
        #expect(pan.glide(releasedAt: 0.02, frameTime: 1) == nil)
        // Past the threshold it pans by the whole offset once, then by each difference.
        #expect(pan.move(to: PixelPoint(x: 6, y: 0), at: 0.02) == DragPan.Step(becameDrag: true, pan: PixelPoint(x: 6, y: 0)))
        #expect(pan.move(to: PixelPoint(x: 10, y: 3), at: 0.03) == DragPan.Step(becameDrag: false, pan: PixelPoint(x: 4, y: 3)))
    }

    @Test func aNewPressForgetsTheLastDrag() {
        var pan = DragPan()
        pan.begin(at: 0)
        _ = pan.move(to: PixelPoint(x: 100, y: 0), at: 0.01)
        pan.begin(at: 5)
        #expect(!pan.isDragging)
        #expect(pan.move(to: PixelPoint(x: 5, y: 0), at: 5.01).pan == PixelPoint(x: 5, y: 0))
    }
}

import MapCore
import Testing

/// The fast simplifier (importance once, filter per tolerance) against textbook Douglas-Peucker on seeded input.
@Suite struct LineSimplifierTests {
    @Test(arguments: [1, 2, 3, 7, 100, 2000])
    func importanceFilterIsDouglasPeucker(count: Int) {
        var rng = ShapeRandom(state: UInt64(count) &* 7919)
        for round in 0..<20 {
            // Walks, zig-zags and runs of repeated points (ties and zero-length segments).
            var points: [PixelPoint] = []
            var x = 0.5, y = 0.5
            for i in 0..<count {
                if round % 4 == 3, i % 5 != 0, let last = points.last { points.append(last); continue }
                x += rng.range(-1e-4, 1e-4); y += rng.range(-1e-4, 1e-4)
                points.append(PixelPoint(x: x, y: y))
            }
            if round % 4 == 2, count > 2 { points[count - 1] = points[0] } // a closed ring
            let importance = LineSimplifier.importance(of: points)
            for band in [0, 8, 12, 14, 16, 18, 22] {
                let tolerance = ShapeIndex.tolerance(band: band)
                let threshold = LineSimplifier.threshold(tolerance: tolerance)
                let fast = points.indices.filter { importance[$0] > threshold }
                #expect(fast == ReferenceSimplifier.keptIndices(points, tolerance: tolerance), "round \(round) band \(band)")
            }
        }
    }

    @Test func simplifiedLineStaysWithinTheTolerance() {
        var rng = ShapeRandom(state: 42)
        var points: [PixelPoint] = []
        for i in 0..<5000 { points.append(PixelPoint(x: Double(i) * 1e-6, y: 0.5 + rng.range(-1e-7, 1e-7))) }
        let tolerance = ShapeIndex.tolerance(band: 10)
        let kept = ReferenceSimplifier.keptIndices(points, tolerance: tolerance)
        #expect(kept.count < 10, "a line wiggling far under half a pixel keeps almost nothing: \(kept.count)")
        // Every dropped point is within the tolerance of the simplified segment that replaced it.
        for (a, b) in zip(kept, kept.dropFirst()) {
            for i in a..<b {
                #expect(LineSimplifier.squaredDistance(points[i], points[a], points[b]).squareRoot() <= tolerance)
            }
        }
    }
}

/// Douglas-Peucker simplification made once per line and read at any tolerance (the fast path).
/// `importance(of:)` gives each vertex the squared distance at which Douglas-Peucker would drop it (clamped to its
/// ancestors', so a vertex never outlives the split that made it); keeping the vertices whose importance exceeds
/// tolerance² is exactly Douglas-Peucker at that tolerance (`ReferenceSimplifier` checks it on random input).
/// Points are pixel-space (Web Mercator world units); distances are to the segment, so a closed ring works too.
public enum LineSimplifier {
    /// The first and last vertex are always kept.
    public static let kept = Float.infinity

    /// One importance per point (squared world units, as Float to keep 10 million of them in 40 MB). Iterative: no
    /// recursion depth to overflow on a long track. - Complexity: O(n log n) typical, O(n²) worst.
    public static func importance(of points: [PixelPoint]) -> [Float] {
        let n = points.count
        var result = [Float](repeating: 0, count: n)
        guard n > 0 else { return result }
        result[0] = kept; result[n - 1] = kept
        guard n > 2 else { return result }
        // Segments still to split: (first, last, the importance of the split that made them).
        var stack: [(Int, Int, Double)] = [(0, n - 1, .infinity)]
        points.withUnsafeBufferPointer { p in
            while let (a, b, parent) = stack.popLast() {
                guard b - a > 1 else { continue }
                var best = -1.0, index = a + 1
                for i in (a + 1)..<b {
                    let d = squaredDistance(p[i], p[a], p[b])
                    if d > best { best = d; index = i }
                }
                let value = min(best, parent)
                result[index] = Float(value)
                stack.append((a, index, value))
                stack.append((index, b, value))
            }
        }
        return result
    }

    /// The squared tolerance as compared with `importance` values.
    @inlinable public static func threshold(tolerance: Double) -> Float { Float(tolerance * tolerance) }

    /// Squared distance from `p` to the segment `a`–`b` (to `a` when they coincide).
    @inlinable public static func squaredDistance(_ p: PixelPoint, _ a: PixelPoint, _ b: PixelPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        var x = a.x, y = a.y
        let len = dx * dx + dy * dy
        if len > 0 {
            let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len
            if t >= 1 { x = b.x; y = b.y } else if t > 0 { x += dx * t; y += dy * t }
        }
        let ex = p.x - x, ey = p.y - y
        return ex * ex + ey * ey
    }
}

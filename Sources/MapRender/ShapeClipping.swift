import MapCore

/// Clipping in screen space, so no coordinate handed to Cairo lies far outside the view.
enum ShapeClipping {
    /// The part of segment a–b inside `r` (Liang–Barsky), or nil.
    static func segment(_ a: PixelPoint, _ b: PixelPoint, to r: PixelRect) -> (PixelPoint, PixelPoint)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { if t > t1 { return nil }; t0 = max(t0, t) } else { if t < t0 { return nil }; t1 = min(t1, t) }
            }
        }
        let c0 = t0 == 0 ? a : PixelPoint(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let c1 = t1 == 1 ? b : PixelPoint(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (c0, c1)
    }

    /// A ring clipped to `r` (Sutherland–Hodgman, edge by edge), into `out`; the fill inside `r` is unchanged.
    static func polygon(_ ring: [PixelPoint], to r: PixelRect, into out: inout [PixelPoint]) {
        var input = ring
        out.removeAll(keepingCapacity: true)
        let edges: [(PixelPoint) -> Double] = [{ $0.x - r.minX }, { r.maxX - $0.x }, { $0.y - r.minY }, { r.maxY - $0.y }]
        for inside in edges {
            out.removeAll(keepingCapacity: true)
            guard let last = input.last else { break }
            var s = last
            for e in input {
                let ds = inside(s), de = inside(e)
                if de >= 0 {
                    if ds < 0 { out.append(cross(s, e, ds, de)) }
                    out.append(e)
                } else if ds >= 0 {
                    out.append(cross(s, e, ds, de))
                }
                s = e
            }
            swap(&input, &out)
        }
        swap(&input, &out)
    }

    private static func cross(_ s: PixelPoint, _ e: PixelPoint, _ ds: Double, _ de: Double) -> PixelPoint {
        let t = ds / (ds - de)
        return PixelPoint(x: s.x + t * (e.x - s.x), y: s.y + t * (e.y - s.y))
    }
}

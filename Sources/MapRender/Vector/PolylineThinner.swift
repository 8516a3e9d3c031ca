import MapCore

/// Leaves out the points of a polyline that lie within `tolerance` of the straight line their kept neighbours draw
/// (in the drawn tile's points), streaming: a point is handed back once a later one shows the run must bend there.
/// Cairo strokes and scan-converts every segment it is given, and a z14 road bends in many steps far smaller than a
/// pixel. A run holds at most `longestRun` points, so each point is tested against a bounded number of others.
struct PolylineThinner {
    static let longestRun = 16  // the InlineArray's size below
    private let tolerance2: Double
    /// The last point kept.
    private var anchor = PixelPoint(x: 0, y: 0)
    /// The points after `anchor` that one straight segment to the last of them still passes within tolerance of.
    /// Held inline: a thinner per drawn layer, or per feature, costs no allocation.
    private var run = InlineArray<16, PixelPoint>(repeating: PixelPoint(x: 0, y: 0))
    private var count = 0

    init(tolerance: Double) {
        tolerance2 = tolerance * tolerance
    }

    /// Begins a part at `p` (always kept: the caller draws it).
    mutating func start(_ p: PixelPoint) {
        anchor = p
        count = 0
    }

    /// Takes the part's next point; returns the point to draw next when `p` cannot extend the current run.
    mutating func add(_ p: PixelPoint) -> PixelPoint? {
        if count == 0 { run[0] = p; count = 1; return nil }
        if count < Self.longestRun && fits(p) {
            run[count] = p
            count += 1
            return nil
        }
        let kept = run[count - 1]
        anchor = kept
        run[0] = p
        count = 1
        return kept
    }

    /// Whether the segment from `anchor` to `p` passes within tolerance of every point of the run.
    private func fits(_ p: PixelPoint) -> Bool {
        for i in 0..<count where Self.distance2(run[i], toSegmentFrom: anchor, to: p) > tolerance2 { return false }
        return true
    }

    /// Ends the part: its last point, which is always drawn (nil when the part had only its start).
    mutating func finish() -> PixelPoint? {
        defer { count = 0 }
        return count > 0 ? run[count - 1] : nil
    }

    /// The squared distance from `q` to the segment a…b (to a when the two are one point).
    static func distance2(_ q: PixelPoint, toSegmentFrom a: PixelPoint, to b: PixelPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        var t = length2 > 0 ? ((q.x - a.x) * dx + (q.y - a.y) * dy) / length2 : 0
        t = min(1, max(0, t))
        let ex = a.x + t * dx - q.x, ey = a.y + t * dy - q.y
        return ex * ex + ey * ey
    }
}

import Foundation

/// The outline of a stroked polyline as one closed polygon (two for a closed line), in the points' own space, for a
/// nonzero fill: the left side forward, the end cap, the right side back, the start cap. As Cairo's stroker does, the
/// inner side of a bend runs through the vertex itself (the small loop it makes lies inside the stroke), and the
/// outer side gets the join. Round arcs are split so no chord strays more than `tolerance` from the circle.
public struct StrokeOutliner {
    public var halfWidth: Double
    public var cap: LineCap
    public var join: LineJoin
    public var tolerance: Double
    /// Cairo's default: a miter longer than 10 half-widths becomes a bevel.
    public var miterLimit = 10.0

    public init(halfWidth: Double, cap: LineCap, join: LineJoin, tolerance: Double) {
        self.halfWidth = halfWidth; self.cap = cap; self.join = join; self.tolerance = tolerance
    }

    /// Calls `edge` for every edge of the outline of `xs`/`ys` (a closed line when `closed`). Repeated points are
    /// skipped; a line of one distinct point gets its caps alone (a dot for round and square caps, as Cairo draws).
    public func outline(xs: [Double], ys: [Double], closed: Bool, edge: (Double, Double, Double, Double) -> Void) {
        withoutActuallyEscaping(edge) { outline(xs: xs, ys: ys, closed: closed, ring: Ring(edge: $0)) }
    }

    private func outline(xs: [Double], ys: [Double], closed: Bool, ring start: Ring) {
        var px: [Double] = [], py: [Double] = []
        px.reserveCapacity(xs.count); py.reserveCapacity(xs.count)
        for i in 0..<min(xs.count, ys.count) where xs[i].isFinite && ys[i].isFinite {
            if let lx = px.last, let ly = py.last, lx == xs[i], ly == ys[i] { continue }
            px.append(xs[i]); py.append(ys[i])
        }
        if closed, px.count > 1, px[0] == px[px.count - 1], py[0] == py[py.count - 1] { px.removeLast(); py.removeLast() }
        guard halfWidth > 0, !px.isEmpty else { return }
        var ring = start
        if px.count == 1 {
            dot(px[0], py[0], into: &ring)
            return
        }
        if closed && px.count > 2 {
            // Two rings: the left side forward and the right side back; the band between them has winding one.
            for side in [1.0, -1.0] {
                let n = px.count
                for k in 0..<n {
                    let j = side > 0 ? k : n - 1 - k
                    let prev = (j + n - 1) % n, next = (j + 1) % n
                    let (ax, ay) = side > 0 ? (px[prev], py[prev]) : (px[next], py[next])
                    let (bx, by) = side > 0 ? (px[next], py[next]) : (px[prev], py[prev])
                    joinAt(x: px[j], y: py[j], fromX: ax, fromY: ay, toX: bx, toY: by, into: &ring)
                }
                ring.close()
            }
            return
        }
        let n = px.count
        // Left side forward, with joins; then the end cap; the right side back; the start cap.
        let (sx, sy) = offset(px[0], py[0], px[1], py[1])
        ring.add(px[0] + sx, py[0] + sy)
        for j in 1..<(n - 1) { joinAt(x: px[j], y: py[j], fromX: px[j - 1], fromY: py[j - 1], toX: px[j + 1], toY: py[j + 1], into: &ring) }
        capAt(x: px[n - 1], y: py[n - 1], fromX: px[n - 2], fromY: py[n - 2], into: &ring)
        for j in stride(from: n - 2, through: 1, by: -1) {
            joinAt(x: px[j], y: py[j], fromX: px[j + 1], fromY: py[j + 1], toX: px[j - 1], toY: py[j - 1], into: &ring)
        }
        capAt(x: px[0], y: py[0], fromX: px[1], fromY: py[1], into: &ring)
        ring.close()
    }

    /// The left offset (half the width, to the left going from a to b in y-down space: (dy, -dx) scaled).
    private func offset(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> (Double, Double) {
        let dx = bx - ax, dy = by - ay
        let len = (dx * dx + dy * dy).squareRoot()
        return (dy / len * halfWidth, -dx / len * halfWidth)
    }

    /// The left side around vertex (x, y) between the segment from `from` and the one to `to`.
    private func joinAt(x: Double, y: Double, fromX: Double, fromY: Double, toX: Double, toY: Double, into ring: inout Ring) {
        let (ax, ay) = offset(fromX, fromY, x, y), (bx, by) = offset(x, y, toX, toY)
        ring.add(x + ax, y + ay)
        // The turn's sign: positive when the left side is the outer one (turning right in y-down space is outer-left).
        let cross = (x - fromX) * (toY - y) - (y - fromY) * (toX - x)
        let dot = (x - fromX) * (toX - x) + (y - fromY) * (toY - y)
        if cross < 0 || (cross == 0 && dot > 0) {
            // Inner side (or straight on): through the vertex, so the loop the offsets make stays inside.
            if cross != 0 { ring.add(x, y) }
        } else {
            switch join {
            case .round: arc(x, y, from: atan2(ay, ax), to: atan2(by, bx), clockwise: false, into: &ring)
            case .bevel: break
            case .miter:
                // The miter's tip lies along the bisector of the two offsets, 1/cos(θ/2) half-widths out.
                let mx = ax + bx, my = ay + by
                let m2 = mx * mx + my * my
                let cosHalf = (m2.squareRoot() / 2) / halfWidth
                if cosHalf > 1e-9, 1 / cosHalf <= miterLimit {
                    let scale = halfWidth / cosHalf / m2.squareRoot()
                    ring.add(x + mx * scale, y + my * scale)
                }
            }
        }
        ring.add(x + bx, y + by)
    }

    /// The cap at the end (x, y) of a segment coming from `from`: from the left offset round to the right one.
    private func capAt(x: Double, y: Double, fromX: Double, fromY: Double, into ring: inout Ring) {
        let (ox, oy) = offset(fromX, fromY, x, y)
        ring.add(x + ox, y + oy)
        switch cap {
        case .butt: break
        case .round: arc(x, y, from: atan2(oy, ox), to: atan2(oy, ox) + .pi, clockwise: false, into: &ring)
        case .square:
            // Forward is the offset turned right a quarter: (-oy, ox) in y-down space.
            ring.add(x + ox - oy, y + oy + ox)
            ring.add(x - ox - oy, y - oy + ox)
        }
        ring.add(x - ox, y - oy)
    }

    /// A lone point: a disc for round caps, a square for square caps (axis-aligned, as Cairo draws a degenerate line).
    private func dot(_ x: Double, _ y: Double, into ring: inout Ring) {
        let h = halfWidth
        switch cap {
        case .butt: return
        case .round:
            ring.add(x + h, y)
            arc(x, y, from: 0, to: 2 * .pi, clockwise: false, into: &ring)
        case .square:
            ring.add(x - h, y - h); ring.add(x + h, y - h); ring.add(x + h, y + h); ring.add(x - h, y + h)
        }
        ring.close()
    }

    /// Points on the circle of `halfWidth` around (x, y) strictly between two angles, turning with increasing angle
    /// (clockwise on a y-down screen); the caller adds the end points.
    private func arc(_ x: Double, _ y: Double, from a0: Double, to a1: Double, clockwise: Bool, into ring: inout Ring) {
        var sweep = a1 - a0
        while sweep < 0 { sweep += 2 * .pi }
        while sweep > 2 * .pi + 1e-9 { sweep -= 2 * .pi }
        guard halfWidth > tolerance else { return }
        let step = 2 * acos(1 - tolerance / halfWidth)
        let count = min(64, Int((sweep / step).rounded(.up)))
        guard count > 1 else { return }
        for k in 1..<count {
            let a = a0 + sweep * Double(k) / Double(count)
            ring.add(x + halfWidth * cos(a), y + halfWidth * sin(a))
        }
    }

    /// Hands consecutive points on as edges, closing back to the first.
    private struct Ring {
        let edge: (Double, Double, Double, Double) -> Void
        var firstX = 0.0, firstY = 0.0, lastX = 0.0, lastY = 0.0, started = false

        init(edge: @escaping (Double, Double, Double, Double) -> Void) { self.edge = edge }

        mutating func add(_ x: Double, _ y: Double) {
            if started {
                if x != lastX || y != lastY { edge(lastX, lastY, x, y) }
            } else {
                firstX = x; firstY = y; started = true
            }
            lastX = x; lastY = y
        }

        mutating func close() {
            if started && (lastX != firstX || lastY != firstY) { edge(lastX, lastY, firstX, firstY) }
            started = false
        }
    }
}

import Foundation
import MapCore

/// Where a line label can sit along a polyline: straight stretches as long as the text, best first.
/// Works in the line's own units (a tile's points); reused between candidates so finding them allocates nothing once warm.
struct LabelLineStretches {
    struct Stretch {
        /// The middle of the stretch's chord: the text's centre.
        var center: PixelPoint
        /// The chord's angle, clockwise, turned by half a turn when needed so the text reads upright (−π/2…π/2).
        var angle: Double
        /// Lower is better: the bow from the chord (as a share of the allowed bow), plus the distance from the line's middle.
        var score: Double
    }

    /// Window centres tried on each side of the line's middle, at most.
    static let samplesPerSide = 12

    private var cumulative: [Double] = []
    /// The last `find`'s stretches, best first.
    private(set) var stretches: [Stretch] = []

    /// Fills `stretches` with up to `maxCount` stretches of `length` along `points` that bow at most `maxDeviation`
    /// from their chord and do not turn back on themselves, straightest first, then nearest the line's middle.
    /// None when the line is shorter than `length`.
    /// - Complexity: O(n log n) for n points (a binary search per window over the cumulative lengths).
    mutating func find(along points: [PixelPoint], length: Double, maxDeviation: Double, maxCount: Int) {
        stretches.removeAll(keepingCapacity: true)
        guard points.count >= 2, length > 0, length.isFinite, maxCount > 0 else { return }
        cumulative.removeAll(keepingCapacity: true)
        var total = 0.0
        cumulative.append(0)
        for i in 1..<points.count {
            total += points[i].distance(to: points[i - 1])
            cumulative.append(total)
        }
        guard total.isFinite, total >= length else { return }
        // Window centres: the middle, then outwards on both sides in even steps while the window stays on the line.
        let middle = total / 2, free = (total - length) / 2
        let perSide = free <= 0 ? 0 : min(Self.samplesPerSide, Int((free / (length / 4)).rounded(.up)))
        let step = perSide == 0 ? 0 : free / Double(perSide)
        for j in 0...perSide {
            for side in stride(from: j == 0 ? 1.0 : -1.0, through: 1, by: 2) {
                let s = middle + side * Double(j) * step
                guard let stretch = stretch(points, from: s - length / 2, to: s + length / 2, maxDeviation: maxDeviation) else { continue }
                var scored = stretch
                scored.score += total > 0 ? 0.5 * abs(s - middle) / middle : 0
                insertSorted(scored, maxCount: maxCount)
            }
        }
    }

    /// The stretch between arc lengths `a` and `b`, or nil when it bows too far or turns back.
    private func stretch(_ points: [PixelPoint], from a: Double, to b: Double, maxDeviation: Double) -> Stretch? {
        let ia = segment(at: a), ib = segment(at: b)
        let pa = point(points, segment: ia, at: a), pb = point(points, segment: ib, at: b)
        let dx = pb.x - pa.x, dy = pb.y - pa.y
        let chord = (dx * dx + dy * dy).squareRoot()
        // A chord much shorter than the stretch means the line doubles back (a hairpin): no straight text fits.
        guard chord >= 0.9 * (b - a), chord > 0 else { return nil }
        let ux = dx / chord, uy = dy / chord
        var bow = 0.0
        if ia < ib {
            for i in (ia + 1)...ib {
                bow = max(bow, abs((points[i].x - pa.x) * uy - (points[i].y - pa.y) * ux))
                if bow > maxDeviation { return nil }
            }
        }
        var angle = atan2(dy, dx)
        if angle > .pi / 2 { angle -= .pi } else if angle <= -.pi / 2 { angle += .pi }
        return Stretch(center: PixelPoint(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2), angle: angle,
                       score: maxDeviation > 0 ? bow / maxDeviation : 0)
    }

    /// The segment (index of its first point) holding arc length `s`.
    private func segment(at s: Double) -> Int {
        var lo = 0, hi = cumulative.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if cumulative[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    private func point(_ points: [PixelPoint], segment i: Int, at s: Double) -> PixelPoint {
        let span = cumulative[i + 1] - cumulative[i]
        let t = span > 0 ? min(1, max(0, (s - cumulative[i]) / span)) : 0
        return PixelPoint(x: points[i].x + (points[i + 1].x - points[i].x) * t, y: points[i].y + (points[i + 1].y - points[i].y) * t)
    }

    /// Keeps `stretches` sorted by score and at most `maxCount` long.
    private mutating func insertSorted(_ s: Stretch, maxCount: Int) {
        if stretches.count == maxCount {
            guard let last = stretches.last, s.score < last.score else { return }
            stretches.removeLast()
        }
        var i = stretches.count
        while i > 0, stretches[i - 1].score > s.score { i -= 1 }
        stretches.insert(s, at: i)
    }
}

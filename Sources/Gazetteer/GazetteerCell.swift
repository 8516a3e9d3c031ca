import Foundation
import MapCore

/// A coarse 10° × 10° latitude/longitude cell of the world (648 of them), and how near a view can be to any place
/// inside one: the bound that lets a long scan pass over a far place without measuring its distance.
enum GazetteerCell {
    static let degrees = 10.0
    static let rows = 18, columns = 36
    static let count = rows * columns
    /// Same radius as `Coordinate.distance` (haversine, mean Earth radius).
    static let earthRadius = 6_371_008.8

    /// The cell holding `c` (the poles and the antimeridian fall in the last row or column).
    static func index(_ c: Coordinate) -> Int {
        let row = min(rows - 1, max(0, Int((c.latitude + 90) / degrees)))
        let column = min(columns - 1, max(0, Int((c.longitude + 180) / degrees)))
        return row * columns + column
    }

    /// Metres from `from` to the nearest point of cell `cell`, never more than `from.distance(to:)` to any place in it.
    /// Every point of the cell is at least the longitude gap away, so no nearer than the point at its latitude on the
    /// meridian that gap away: the nearest of those is exact; then a margin for rounding is taken off.
    static func nearestMetres(from: Coordinate, cell: Int) -> Double {
        let south = Double(cell / columns) * degrees - 90, west = Double(cell % columns) * degrees - 180
        // Longitude gap to the cell's span, the shorter way round, in [0, 180].
        let offset = (from.longitude - west).truncatingRemainder(dividingBy: 360)
        let east = offset < 0 ? offset + 360 : offset
        let gap = east <= degrees ? 0 : min(east - degrees, 360 - east)
        let phi = from.latitude * .pi / 180, cosGap = cos(gap * .pi / 180)
        // cos(distance) to a point at that longitude gap and latitude x is A·cos(x − θ); its largest value over the
        // cell's latitudes is at θ clamped into them (an interval shorter than π holds no other maximum).
        let theta = atan2(sin(phi), cos(phi) * cosGap)
        let low = south * .pi / 180, high = (south + degrees) * .pi / 180
        func cosine(_ x: Double) -> Double { sin(phi) * sin(x) + cos(phi) * cos(x) * cosGap }
        let best = max(cosine(min(high, max(low, theta))), cosine(low), cosine(high))
        let angle = acos(min(1, max(-1, best)))
        return max(0, angle * earthRadius * (1 - 1e-9) - 1)
    }
}

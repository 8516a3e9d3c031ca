import Foundation
import MapCore

/// A label's collision box on screen: a rectangle of `halfWidth`×`halfHeight` half-sides centred on `center`,
/// rotated by `angle` (clockwise on screen). Line labels are tested as rotated boxes, not their bounds,
/// so a diagonal street name does not block the empty corners of its bounding rectangle.
struct LabelBox {
    let center: PixelPoint
    let halfWidth: Double
    let halfHeight: Double
    let angle: Double
    /// The box's axes: along the text (cos, sin) and across it (−sin, cos).
    private let cosA: Double
    private let sinA: Double
    /// Axis-aligned bounds.
    let bounds: PixelRect

    init(center: PixelPoint, size: PixelSize, angle: Double, padding: Double = 0) {
        self.center = center
        halfWidth = size.width / 2 + padding
        halfHeight = size.height / 2 + padding
        self.angle = angle
        cosA = angle == 0 ? 1 : cos(angle)
        sinA = angle == 0 ? 0 : sin(angle)
        let ex = halfWidth * abs(cosA) + halfHeight * abs(sinA), ey = halfWidth * abs(sinA) + halfHeight * abs(cosA)
        bounds = PixelRect(x: center.x - ex, y: center.y - ey, width: 2 * ex, height: 2 * ey)
    }

    /// Whether the boxes share any area (touching edges do not count).
    /// Separating-axis test on the four edge directions; unrotated pairs take the bounds test alone.
    func intersects(_ o: LabelBox) -> Bool {
        guard bounds.intersects(o.bounds) else { return false }
        if angle == 0, o.angle == 0 { return true }
        let dx = o.center.x - center.x, dy = o.center.y - center.y
        // Separated along an axis when the centres are at least the two half-extents apart on it.
        func separated(_ ax: Double, _ ay: Double) -> Bool {
            abs(dx * ax + dy * ay) >= extent(along: ax, ay) + o.extent(along: ax, ay)
        }
        return !(separated(cosA, sinA) || separated(-sinA, cosA) || separated(o.cosA, o.sinA) || separated(-o.sinA, o.cosA))
    }

    /// Half the box's length projected on the unit axis (ax, ay).
    private func extent(along ax: Double, _ ay: Double) -> Double {
        halfWidth * abs(cosA * ax + sinA * ay) + halfHeight * abs(-sinA * ax + cosA * ay)
    }
}

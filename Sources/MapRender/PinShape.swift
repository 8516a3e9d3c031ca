import Foundation
import Graphics
import MapCore

/// The teardrop marker's geometry in points, relative to its tip at (0, 0): a round head above, sides tangent to it.
struct PinShape: Hashable {
    let headRadius: Double
    /// From tip to the top of the head.
    let height: Double

    init(diameter: Double, height: Double) {
        headRadius = diameter / 2
        self.height = max(height, diameter + 1)
    }

    /// Centre of the head, relative to the tip.
    var headCenter: PixelPoint { PixelPoint(x: 0, y: -(height - headRadius)) }

    /// Angle (from straight down) between the axis and each tangent point on the head.
    private var tangentAngle: Double { acos(headRadius / (height - headRadius)) }

    /// Where the straight sides touch the head (left, right), relative to the tip.
    var tangentPoints: (left: PixelPoint, right: PixelPoint) {
        let c = headCenter, a = tangentAngle
        let dx = headRadius * sin(a), dy = headRadius * cos(a)
        return (PixelPoint(x: c.x - dx, y: c.y + dy), PixelPoint(x: c.x + dx, y: c.y + dy))
    }

    /// Bounds around the tip at `tip`, grown by `margin` (outline, shadow).
    func bounds(tip: PixelPoint, margin: Double) -> PixelRect {
        PixelRect(x: tip.x - headRadius - margin, y: tip.y - height - margin,
                  width: 2 * (headRadius + margin), height: height + 2 * margin)
    }

    /// Adds the outline path with the tip at `tip`.
    func addPath(to canvas: Canvas, tip: PixelPoint) {
        let c = PixelPoint(x: tip.x + headCenter.x, y: tip.y + headCenter.y)
        let a = tangentAngle
        let t = tangentPoints
        canvas.move(to: tip)
        canvas.line(to: PixelPoint(x: tip.x + t.left.x, y: tip.y + t.left.y))
        // Cairo angles run clockwise from +x with y down: down is π/2; go over the top from left to right.
        canvas.arc(center: c, radius: headRadius, from: .pi / 2 + a, to: .pi / 2 - a + 2 * .pi)
        canvas.closePath()
    }

    /// True when `p` lies in the head or the tapered body, widened by `slop`.
    func contains(_ p: PixelPoint, tip: PixelPoint, slop: Double) -> Bool {
        let c = PixelPoint(x: tip.x + headCenter.x, y: tip.y + headCenter.y)
        if p.distance(to: c) <= headRadius + slop { return true }
        // The body: a triangle from the tip to the two tangent points, widened by slop on each side.
        let dy = tip.y - p.y
        let tp = tangentPoints
        let bodyHeight = -tp.left.y
        guard dy >= -slop, dy <= bodyHeight else { return false }
        let halfWidth = max(0, dy) / bodyHeight * tp.right.x
        return abs(p.x - tip.x) <= halfWidth + slop
    }
}

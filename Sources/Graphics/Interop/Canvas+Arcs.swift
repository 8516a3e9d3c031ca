import CCairo
import MapCore

extension Canvas {
    /// An arc drawn counter-clockwise (decreasing angle), e.g. the inner edge of a ring segment.
    public func arcNegative(center: PixelPoint, radius: Double, from a0: Double, to a1: Double) {
        cairo_arc_negative(cr, center.x, center.y, radius, a0, a1)
    }
}

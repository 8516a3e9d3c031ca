import CCairo
import MapCore

extension Canvas {
    /// Rotates user space by `radians`, clockwise on screen (y grows down), about the current origin.
    public func rotate(_ radians: Double) { cairo_rotate(cr, radians) }
}

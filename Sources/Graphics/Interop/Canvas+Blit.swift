import CCairo
import MapCore

extension Canvas {
    /// Copies a whole image with its top-left at `origin` (user space), at `pixelsPerUnit` image pixels per user unit.
    /// Cheaper than `draw(_:at:scale:)` for many small sprites: no save/restore or transform change, only the sprite's rectangle is composited.
    public func blit(_ image: Surface, at origin: PixelPoint, pixelsPerUnit s: Double = 1) {
        cairo_set_source_surface(cr, image.raw, 0, 0)
        // The pattern matrix maps user space to image pixels.
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, s, 0, 0, s, -origin.x * s, -origin.y * s)
        cairo_pattern_set_matrix(cairo_get_source(cr), &m)
        cairo_rectangle(cr, origin.x, origin.y, Double(image.width) / s, Double(image.height) / s)
        cairo_fill(cr)
    }
}

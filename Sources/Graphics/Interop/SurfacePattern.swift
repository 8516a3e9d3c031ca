import CCairo
import MapCore

/// A reusable cairo source for one Surface, so drawing the same sprite many times per frame allocates nothing.
/// Holds the surface alive; single-threaded like Canvas.
public final class SurfacePattern {
    let raw: OpaquePointer
    public let surface: Surface

    public init(_ surface: Surface) {
        self.surface = surface
        raw = cairo_pattern_create_for_surface(surface.raw)
    }

    deinit { cairo_pattern_destroy(raw) }
}

extension Canvas {
    /// Copies the pattern's whole image with its top-left at `origin` (user space), at `pixelsPerUnit` image pixels per unit.
    /// For many small sprites: no save/restore or transform change, and only the image's rectangle is composited.
    public func blit(_ pattern: SurfacePattern, at origin: PixelPoint, pixelsPerUnit s: Double = 1) {
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, s, 0, 0, s, -origin.x * s, -origin.y * s)
        cairo_pattern_set_matrix(pattern.raw, &m)
        cairo_set_source(cr, pattern.raw)
        cairo_rectangle(cr, origin.x, origin.y, Double(pattern.surface.width) / s, Double(pattern.surface.height) / s)
        cairo_fill(cr)
    }
}

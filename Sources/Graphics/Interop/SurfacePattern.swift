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

    /// A source that reads the surface's pixels whenever it is drawn, for an image changed in place between frames
    /// (the map's cached layer). Painted into GTK's recorded render node, a plain surface pattern is snapshotted, and
    /// Cairo then copies the whole image at its next change (15 % of the window's main thread during a drag); a raster
    /// source without a snapshot callback is kept by reference. The node is replayed before the next change, so it
    /// still shows what was drawn.
    public init(live surface: Surface) {
        self.surface = surface
        let content = surface.isOpaque ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA
        let pattern = cairo_pattern_create_raster_source(UnsafeMutableRawPointer(surface.raw), content,
                                                         Int32(surface.width), Int32(surface.height))!
        // Each copy of the pattern (a recording keeps one) holds its own reference, given back by its finish.
        cairo_surface_reference(surface.raw)
        cairo_raster_source_pattern_set_acquire(pattern, { _, data, _, _ in
            cairo_surface_reference(OpaquePointer(data))
        }, { _, data, _ in
            cairo_surface_destroy(OpaquePointer(data))
        })
        cairo_raster_source_pattern_set_copy(pattern) { _, data, _ in
            cairo_surface_reference(OpaquePointer(data))
            return CAIRO_STATUS_SUCCESS
        }
        cairo_raster_source_pattern_set_finish(pattern) { _, data in
            cairo_surface_destroy(OpaquePointer(data))
        }
        raw = pattern
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

import CCairo
import MapCore

/// How an image is resampled when drawn scaled.
public enum ImageFilter: Sendable {
    /// Blocky; for pixel art and tests.
    case nearest
    /// Smooth and fast at any scale; slightly aliased when shrinking below half size.
    case bilinear
    /// Cairo's best: a box filter when shrinking below ¾ size, which is several times slower than bilinear.
    case good
}

extension Canvas {
    /// Draws the `source` part of `image` (in its pixels) scaled into `destination` (user space) with `filter`.
    /// Pads edges like `draw(_:source:in:alpha:smooth:)`, so neighbouring tiles meet without seams.
    public func draw(_ image: Surface, source: PixelRect, in destination: PixelRect, filter: ImageFilter, alpha: Double = 1) {
        guard source.size.width > 0, source.size.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, destination.minX, destination.minY, destination.size.width, destination.size.height)
        cairo_clip(cr)
        cairo_translate(cr, destination.minX, destination.minY)
        cairo_scale(cr, destination.size.width / source.size.width, destination.size.height / source.size.height)
        cairo_set_source_surface(cr, image.raw, -source.minX, -source.minY)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        switch filter {
        case .nearest: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        case .bilinear: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        case .good: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        }
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}

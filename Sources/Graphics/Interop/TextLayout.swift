import CCairo
import CPango
import MapCore

/// A reusable Pango layout: make it once per distinct text and font, draw it every frame.
public final class TextLayout {
    private let layout: OpaquePointer
    private let context: OpaquePointer
    public private(set) var text: String
    /// Widest the text may be drawn (nil: its natural width); longer text loses its end to an ellipsis.
    public private(set) var maxWidth: Double?

    /// `font` is a Pango description such as "Sans Bold 11" (sizes in points of user space).
    public init(text: String, font: String = "Sans 10") {
        let map = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(map)
        layout = pango_layout_new(context)
        self.text = text
        let desc = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
    }

    deinit {
        pinmap_layout_unref(layout)
        pinmap_context_unref(context)
    }

    public func setText(_ t: String) {
        guard t != text else { return }
        text = t
        pango_layout_set_text(layout, t, -1)
    }

    /// Limits the width, ellipsizing at the end; nil lifts the limit.
    public func limitWidth(_ width: Double?) {
        guard width != maxWidth else { return }
        maxWidth = width
        // Pango units are 1/1024 of a user-space unit (PANGO_SCALE, a macro Swift does not import).
        pango_layout_set_width(layout, width.map { Int32(max(0, $0) * 1024) } ?? -1)
        pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }

    /// Whether the last layout had to ellipsize the text to fit `maxWidth`.
    public var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Characters no available font could draw (shown as boxes): 0 when the system's fonts cover the text's scripts.
    public var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Logical size in user-space units.
    public var size: PixelSize {
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return PixelSize(width: Double(w), height: Double(h))
    }

    /// Draws with the canvas's current colour, top-left at `origin`.
    public func draw(on canvas: Canvas, at origin: PixelPoint) {
        cairo_move_to(canvas.cr, origin.x, origin.y)
        pango_cairo_update_layout(canvas.cr, layout)
        pango_cairo_show_layout(canvas.cr, layout)
    }

    /// Adds the glyph outlines to the path (for halos: stroke wide in one colour, then fill).
    public func addPath(on canvas: Canvas, at origin: PixelPoint) {
        cairo_move_to(canvas.cr, origin.x, origin.y)
        pango_cairo_update_layout(canvas.cr, layout)
        pango_cairo_layout_path(canvas.cr, layout)
    }
}

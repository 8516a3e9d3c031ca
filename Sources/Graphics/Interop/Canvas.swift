import CCairo
import MapCore

/// A drawing context over a Surface or a toolkit's cairo_t. Single-threaded: use it where it was made.
/// Coordinates are in the context's user space (screen points once a scale is applied).
public final class Canvas {
    let cr: OpaquePointer
    private let owned: Bool

    /// Draws into `surface`.
    public init(surface: Surface) {
        cr = cairo_create(surface.raw)
        owned = true
    }

    /// Draws into a raw Cairo surface (an AlphaMask's).
    init(rawSurface: OpaquePointer) {
        cr = cairo_create(rawSurface)
        owned = true
    }

    /// Borrows a toolkit's context for one frame (GTK's draw function); it is not destroyed here.
    public init(borrowing cairoContext: OpaquePointer) {
        cr = cairoContext
        owned = false
    }

    deinit { if owned { cairo_destroy(cr) } }

    public func save() { cairo_save(cr) }
    public func restore() { cairo_restore(cr) }
    public func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    public func scale(_ sx: Double, _ sy: Double) { cairo_scale(cr, sx, sy) }

    public func setColor(_ c: RGBColor, alpha: Double = 1) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha) }
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    public func setLineWidth(_ w: Double) { cairo_set_line_width(cr, w) }
    public func setRoundJoins() {
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    }
    /// Even-odd filling, so polygon holes stay holes.
    public func setEvenOddFill() { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }

    public func newPath() { cairo_new_path(cr) }
    public func move(to p: PixelPoint) { cairo_move_to(cr, p.x, p.y) }
    public func line(to p: PixelPoint) { cairo_line_to(cr, p.x, p.y) }
    public func curve(to p: PixelPoint, control1 c1: PixelPoint, control2 c2: PixelPoint) {
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }
    public func closePath() { cairo_close_path(cr) }
    public func rectangle(_ r: PixelRect) { cairo_rectangle(cr, r.minX, r.minY, r.size.width, r.size.height) }
    public func arc(center: PixelPoint, radius: Double, from a0: Double = 0, to a1: Double = 2 * .pi) {
        cairo_arc(cr, center.x, center.y, radius, a0, a1)
    }
    /// A rounded rectangle path.
    public func roundedRectangle(_ r: PixelRect, radius: Double) {
        let rad = min(radius, r.size.width / 2, r.size.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    public func fill() { cairo_fill(cr) }
    public func fillPreserve() { cairo_fill_preserve(cr) }
    public func stroke() { cairo_stroke(cr) }
    public func strokePreserve() { cairo_stroke_preserve(cr) }
    public func clip() { cairo_clip(cr) }
    public func paint() { cairo_paint(cr) }
    public func paint(alpha: Double) { cairo_paint_with_alpha(cr, alpha) }

    /// Draws the `source` part of `image` (in its pixels) scaled into `destination` (user space).
    /// Uses the pad extend mode so neighbouring tiles meet without seams.
    public func draw(_ image: Surface, source: PixelRect, in destination: PixelRect, alpha: Double = 1, smooth: Bool = true) {
        draw(image, source: source, in: destination, filter: smooth ? .good : .nearest, alpha: alpha)
    }

    /// Draws a whole image with its top-left at `origin`, at `scale` user units per image pixel.
    public func draw(_ image: Surface, at origin: PixelPoint, scale: Double = 1) {
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        if scale != 1 { cairo_scale(cr, scale, scale) }
        cairo_set_source_surface(cr, image.raw, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The device scale Cairo applies (2 on HiDPI GTK surfaces), from the current transform.
    public var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return (m.xx * m.xx + m.yx * m.yx).squareRoot()
    }

    /// Fills the whole clip with a colour.
    public func clear(_ c: RGBColor) {
        cairo_save(cr)
        cairo_set_source_rgb(cr, c.red, c.green, c.blue)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

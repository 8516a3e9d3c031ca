import CCairo
import MapCore

/// How an open line's ends are drawn.
public enum LineCap: Sendable { case butt, round, square }
/// How a line's corners are drawn.
public enum LineJoin: Sendable { case miter, round, bevel }

extension Canvas {
    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Dash and gap lengths in user units, alternating; an empty array draws solid lines.
    public func setDash(_ lengths: [Double], offset: Double = 0) {
        lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
    }

    /// Nonzero winding filling (Cairo's default), the opposite of `setEvenOddFill`.
    public func setWindingFill() { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }

    /// Restricts drawing to a rectangle (intersected with the current clip) until `restore`.
    public func clip(to r: PixelRect) {
        cairo_rectangle(cr, r.minX, r.minY, r.size.width, r.size.height)
        cairo_clip(cr)
    }
}

/// How much effort Cairo spends on smoothing edges.
public enum Antialias: Sendable {
    /// Cairo's default.
    case standard
    /// Fewer samples per pixel: several times faster on many thin strokes, barely different to the eye.
    /// Cairo's standard where its fast converter is unsafe (`Canvas.fastAntialiasIsSafe`).
    case fast
    case none
}

extension Canvas {
    public func setAntialias(_ a: Antialias) {
        switch a {
        case .standard: cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .fast: cairo_set_antialias(cr, Self.fastAntialiasIsSafe ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT)
        case .none: cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        }
    }

    /// The largest distance (in device pixels) a curve, arc or round join may stray from its true shape.
    public func setTolerance(_ t: Double) { cairo_set_tolerance(cr, t) }
}

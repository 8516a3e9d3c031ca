import CCairo

extension Canvas {
    /// Cheaper edge antialiasing for what follows (true), or cairo's default (false); for soft shapes such as halos.
    public func setFastAntialias(_ fast: Bool) { cairo_set_antialias(cr, fast ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT) }
}

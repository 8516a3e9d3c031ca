import CCairo

extension Canvas {
    /// Cheaper edge antialiasing for what follows (true), or cairo's default (false); for soft shapes such as halos.
    public func setFastAntialias(_ fast: Bool) { setAntialias(fast ? .fast : .standard) }

    /// Whether this Cairo's fast antialiasing is safe to use. Before 1.17.2 its 2×2 scan converter (tor22) allocates
    /// one span too few per row (upstream commit dfe3aa6d, "Fix off-by-one bug in tor22-scan-converter") and writes
    /// past the buffer: on Debian 12's 1.16.0 that corrupted worker heaps during long pans. There `.fast` draws as
    /// `.standard`.
    public static let fastAntialiasIsSafe = isFastAntialiasSafe(cairoVersion: Int(cairo_version()))

    /// The rule behind `fastAntialiasIsSafe`, for any `cairo_version()` value (major × 10000 + minor × 100 + micro).
    public static func isFastAntialiasSafe(cairoVersion: Int) -> Bool { cairoVersion >= 1_17_02 }

    /// The antialiasing Cairo actually uses now (for tests).
    public var antialiasInEffect: Antialias {
        switch cairo_get_antialias(cr) {
        case CAIRO_ANTIALIAS_FAST: .fast
        case CAIRO_ANTIALIAS_NONE: .none
        default: .standard
        }
    }
}

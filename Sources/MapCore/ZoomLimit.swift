/// The zoom levels a view may ask for, wherever the request comes from: `--zoom`, a `geo:` URI's `?z=`.
public enum ZoomLimit {
    /// Whole zoom levels, 0 (the world in one tile) to 22 (about 4 cm per pixel at the equator).
    public static let levels: ClosedRange<Int> = 0...22

    /// `levels` as view zooms, fractions allowed.
    public static var range: ClosedRange<Double> { Double(levels.lowerBound)...Double(levels.upperBound) }
}

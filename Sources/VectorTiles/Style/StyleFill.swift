/// A `fill` layer's paint: polygons filled even-odd per feature, with an optional 1-pixel outline.
public struct StyleFill: Sendable {
    public var color: StyleProperty<StyleColor>
    public var opacity: StyleProperty<Double>
    /// Nil draws no outline.
    public var outlineColor: StyleProperty<StyleColor>?

    init(paint: inout StylePropertyReader) {
        color = paint.color("fill-color", default: .black)
        opacity = paint.number("fill-opacity", default: 1, minimum: 0)
        outlineColor = paint.optionalColor("fill-outline-color")
        _ = paint.expression("fill-antialias", expecting: .bool)
    }
}

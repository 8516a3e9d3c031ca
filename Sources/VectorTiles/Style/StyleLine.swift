/// A `line` layer's paint and layout: stroked lines (and polygon outlines).
public struct StyleLine: Sendable {
    public enum Cap: String, Sendable { case butt, round, square }
    public enum Join: String, Sendable { case miter, round, bevel }

    public var color: StyleProperty<StyleColor>
    /// In points.
    public var width: StyleProperty<Double>
    public var opacity: StyleProperty<Double>
    /// Dash and gap lengths in line widths (MapLibre's unit); nil for solid.
    public var dashArray: [Double]?
    public var cap: Cap
    public var join: Join

    init(paint: inout StylePropertyReader, layout: inout StylePropertyReader) {
        color = paint.color("line-color", default: .black)
        width = paint.number("line-width", default: 1, minimum: 0)
        opacity = paint.number("line-opacity", default: 1, minimum: 0)
        dashArray = paint.numbers("line-dasharray")
        cap = layout.keyword("line-cap", default: .butt)
        join = layout.keyword("line-join", default: .miter)
    }
}

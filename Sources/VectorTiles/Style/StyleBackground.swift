/// A `background` layer's paint: the whole tile in one colour.
public struct StyleBackground: Sendable {
    public var color: StyleProperty<StyleColor>
    public var opacity: StyleProperty<Double>

    init(paint: inout StylePropertyReader) {
        color = paint.color("background-color", default: .black)
        opacity = paint.number("background-opacity", default: 1, minimum: 0)
    }
}

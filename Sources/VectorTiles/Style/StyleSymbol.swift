/// A `symbol` layer's text: what it says, how it looks, where it goes. Icons are not supported.
public struct StyleSymbol: Sendable {
    public enum Placement: String, Sendable { case point, line }
    public enum Transform: String, Sendable { case none, uppercase, lowercase }

    /// Nil (absent or bad) draws no text.
    public var textField: StyleExpression?
    /// In points.
    public var size: StyleProperty<Double>
    public var color: StyleProperty<StyleColor>
    public var haloColor: StyleProperty<StyleColor>
    /// In points.
    public var haloWidth: StyleProperty<Double>
    public var opacity: StyleProperty<Double>
    public var transform: Transform
    public var placement: Placement
    /// Lower keys are placed first; nil keeps the tile's order.
    public var sortKey: StyleProperty<Double>?
    /// Wrap width for point labels, in ems.
    public var maxWidth: StyleProperty<Double>

    init(paint: inout StylePropertyReader, layout: inout StylePropertyReader) {
        textField = layout.textField()
        size = layout.number("text-size", default: 16, minimum: 0)
        transform = layout.keyword("text-transform", default: .none)
        placement = layout.keyword("symbol-placement", default: .point)
        sortKey = layout.expression("symbol-sort-key", expecting: .number).map { StyleProperty($0, default: 0) }
        maxWidth = layout.number("text-max-width", default: 10, minimum: 0)
        // Fonts come from the desktop (Pango), so the style's font stack is read and not used.
        layout.ignore("text-font")
        color = paint.color("text-color", default: .black)
        haloColor = paint.color("text-halo-color", default: .transparent)
        haloWidth = paint.number("text-halo-width", default: 0, minimum: 0)
        opacity = paint.number("text-opacity", default: 1, minimum: 0)
    }
}

extension StylePropertyReader {
    /// `text-field`: a string with `{property}` tokens, or an expression.
    mutating func textField() -> StyleExpression? {
        guard let json = object?["text-field"], let template = json.stringValue else {
            return expression("text-field", expecting: .string)
        }
        _ = expression("text-field", expecting: .string)
        return Self.tokens(template)
    }

    /// "{name} ({ref})" → concat(get name, " (", get ref, ")"); a template with one token is just that property.
    static func tokens(_ template: String) -> StyleExpression {
        var parts: [StyleExpression] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(.string(String(rest[..<open])))) }
            parts.append(.get(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(.string(String(rest)))) }
        if parts.count == 1 { return parts[0] }
        return .concat(parts)
    }
}

/// A value an expression evaluates to: JSON's scalars plus colours (MapLibre's expression types, without arrays).
public enum StyleValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case color(StyleColor)

    init(_ v: VectorValue) {
        switch v {
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .double, .int, .uint: self = .number(v.number ?? 0)
        }
    }

    /// As text for a label; nil for null.
    public var text: String? {
        switch self {
        case .null: return nil
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return VectorValue.double(d).text
        case .color(let c): return "rgba(\(c.red * 255), \(c.green * 255), \(c.blue * 255), \(c.alpha))"
        }
    }

    var number: Double? { if case .number(let d) = self { return d } else { return nil } }
}

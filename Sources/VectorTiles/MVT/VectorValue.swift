/// A feature property value (MVT 2.1 `Value`): one of string, float/double, int/sint, uint or bool.
public enum VectorValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case bool(Bool)

    /// The value as a number, for comparisons and zoom stops; nil for strings and booleans.
    public var number: Double? {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .uint(let u): return Double(u)
        case .string, .bool: return nil
        }
    }

    /// The value as text, as a label shows it.
    public var text: String {
        switch self {
        case .string(let s): return s
        case .double(let d): return d.rounded() == d && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .bool(let b): return b ? "true" : "false"
        }
    }
}

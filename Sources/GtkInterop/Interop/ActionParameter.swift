import CGtk

/// A GAction parameter (GVariant) decoded for Swift: the basic types actions use, else its type string.
public enum ActionParameter: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case int32(Int32)
    case double(Double)
    case other(typeString: String)

    /// Reads a borrowed GVariant.
    package init(variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type {
        case "s": self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "b": self = .bool(g_variant_get_boolean(variant) != 0)
        case "i": self = .int32(g_variant_get_int32(variant))
        case "d": self = .double(g_variant_get_double(variant))
        default: self = .other(typeString: type)
        }
    }

    /// A new floating GVariant (consumed by the GLib call it is passed to); nil for `.other`.
    package func makeVariant() -> OpaquePointer? {
        switch self {
        case .string(let s): return g_variant_new_string(s)
        case .bool(let b): return g_variant_new_boolean(b ? 1 : 0)
        case .int32(let i): return g_variant_new_int32(i)
        case .double(let d): return g_variant_new_double(d)
        case .other: return nil
        }
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
}

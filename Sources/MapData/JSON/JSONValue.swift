/// A parsed JSON value. Objects keep their members in file order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// May be NaN or ±infinity: the parser accepts those tokens (see `JSONParser`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name for messages: "an object", "a string", …
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var numberValue: Double? { if case .number(let d) = self { return d } else { return nil } }
    public var objectValue: JSONObject? { if case .object(let o) = self { return o } else { return nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
}

/// Which map implementation the window embeds, as Preferences saved it in state.json. AppCore knows no
/// implementation: the name is opaque here; `Sources/pinmap` maps it to one, and an unknown name falls back there.
public enum MapViewSetting: Hashable, Sendable, Codable {
    /// A name as written (one the running build may not know).
    case named(String)
    /// The file held something that is not a name (a number, an object…): described for the warning.
    case unreadable(String)

    /// The saved name, or nil when the file held no usable one.
    public var name: String? {
        if case .named(let n) = self { return n }
        return nil
    }

    /// Tolerant: a wrong kind of value is kept as `.unreadable`, so one bad key never discards the whole file.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let text = try? c.decode(String.self) {
            self = .named(text)
        } else if let number = try? c.decode(Double.self) {
            self = .unreadable("the number \(number)")
        } else if let flag = try? c.decode(Bool.self) {
            self = .unreadable("\(flag)")
        } else if c.decodeNil() {
            self = .unreadable("null")
        } else {
            self = .unreadable("a list or an object")
        }
    }

    /// Only a name is written; an unreadable value is dropped at the next save.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .named(let n): try c.encode(n)
        case .unreadable: try c.encodeNil()
        }
    }
}

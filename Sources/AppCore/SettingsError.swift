/// Why the settings file could not be used or written.
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON, or JSON of the wrong shape.
    case corrupt(path: String, reason: String)
    /// JSON without Pinmap's format marker, or from a newer version.
    case foreign(path: String, reason: String)
    /// Reading or writing failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .corrupt(let p, let r): return "\(p): settings file is corrupt (\(r))"
        case .foreign(let p, let r): return "\(p): not a Pinmap settings file (\(r))"
        case .io(let p, let r): return "\(p): \(r)"
        }
    }
}

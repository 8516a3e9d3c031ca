/// Why a tile URL template was refused.
public enum TileTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Only http, https and file templates are fetched.
    case unsupportedScheme(String)
    /// `{x}`, `{y}` (or `{-y}`) and `{z}` must all appear.
    case missingPlaceholder(String)
    /// A `{…}` this loader does not know, e.g. `{q}`.
    case unknownPlaceholder(String)
    /// `{s}` appears but the style lists no subdomains.
    case noSubdomains
    case malformed(String)

    public var description: String {
        switch self {
        case .empty: return "the tile URL template is empty"
        case .unsupportedScheme(let s): return "the tile URL scheme '\(s)' is not supported (use http, https or file)"
        case .missingPlaceholder(let p): return "the tile URL template lacks the \(p) placeholder"
        case .unknownPlaceholder(let p): return "the tile URL template has an unknown placeholder \(p)"
        case .noSubdomains: return "the tile URL template uses {s} but no subdomains are given"
        case .malformed(let why): return "the tile URL template is malformed: \(why)"
        }
    }
}

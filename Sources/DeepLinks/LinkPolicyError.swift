/// Why a text may not be launched.
public enum LinkPolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than `LinkPolicy.maxLength`.
    case tooLong(length: Int)
    /// Spaces, control characters or non-ASCII: built links never contain them, and they could smuggle arguments.
    case invalidCharacter
    /// Not `https:` or `geo:` (http, file, javascript, data, a bare word, a leading '-').
    case schemeNotAllowed(String)
    /// An https URL Foundation cannot parse.
    case malformed
    /// Userinfo or a port: `https://www.google.com@evil.example/` tricks.
    case credentialsOrPort
    /// An https host or path that no catalogue target builds.
    case hostNotAllowed(String)
    /// A geo: URI that fails RFC 5870 parsing.
    case invalidGeoURI(GeoURIError)

    public var description: String {
        switch self {
        case .tooLong(let n): return "link is \(n) characters long; the limit is \(LinkPolicy.maxLength)"
        case .invalidCharacter: return "link contains a space, control or non-ASCII character"
        case .schemeNotAllowed(let s): return "link scheme \"\(s.prefix(20))\" is not allowed; only https and geo are launched"
        case .malformed: return "link is not a well-formed URL"
        case .credentialsOrPort: return "link carries a user name, password or port"
        case .hostNotAllowed(let h): return "link to \"\(h.prefix(60))\" is not one of the map sites Pinmap builds"
        case .invalidGeoURI(let e): return "link is not a valid geo: URI: \(e)"
        }
    }
}

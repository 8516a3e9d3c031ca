import Foundation

/// Which URLs may be launched: only the shapes the link builders produce.
public enum LinkPolicy {
    /// Longest launchable text, in characters.
    public static let maxLength = 4096

    /// Host and path of every https link the catalogue builds.
    static let allowedWebEndpoints: Set<String> = [
        "www.openstreetmap.org/",
        "www.google.com/maps/search/",
        "www.google.com/maps/dir/",
        "maps.apple.com/",
        "waze.com/ul",
        "bing.com/maps/default.aspx",
    ]

    /// Accepts `text` when it is a geo: URI that parses (returned rebuilt by `GeoURI`, so only the parts
    /// Pinmap understands survive), or an https link to a catalogue endpoint (returned as given).
    public static func validate(_ text: String) throws(LinkPolicyError) -> LaunchableURL {
        guard text.count <= maxLength else { throw .tooLong(length: text.count) }
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { throw .invalidCharacter }
        let scheme = text.prefix(while: { $0 != ":" }).lowercased()
        guard scheme.count < text.count else { throw .schemeNotAllowed(String(text.prefix(20))) }
        switch scheme {
        case "geo":
            do { return try GeoURI(parsing: text).launchableURL } catch { throw .invalidGeoURI(error) }
        case "https":
            guard URL(string: text) != nil, let parts = URLComponents(string: text), let host = parts.host?.lowercased() else { throw .malformed }
            guard parts.user == nil, parts.password == nil, parts.port == nil else { throw .credentialsOrPort }
            guard allowedWebEndpoints.contains(host + parts.path) else { throw .hostNotAllowed(host + parts.path) }
            return LaunchableURL(built: text, kind: .https)
        default:
            throw .schemeNotAllowed(scheme)
        }
    }
}

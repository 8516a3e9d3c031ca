import Foundation
import MapCore

/// A validated tile URL template: `{z}` `{x}` `{y}` `{-y}` (TMS) `{s}` (subdomain) `{r}` ("@2x" on HiDPI).
/// Placeholders may come in any order (Esri puts y before x).
public struct TileURLTemplate: Hashable, Sendable {
    public enum Scheme: String, Sendable { case http, https, file }

    private enum Part: Hashable, Sendable { case text(String), z, x, y, tmsY, subdomain, retina }

    public let template: String
    public let scheme: Scheme
    public let subdomains: [String]
    private let parts: [Part]

    /// Parses and checks `template`; `subdomains` feed `{s}`.
    public init(_ template: String, subdomains: [String] = []) throws(TileTemplateError) {
        let trimmed = template.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard let colon = trimmed.firstIndex(of: ":") else { throw .unsupportedScheme("") }
        let schemeText = trimmed[..<colon].lowercased()
        guard let scheme = Scheme(rawValue: schemeText) else { throw .unsupportedScheme(schemeText) }
        guard trimmed[colon...].hasPrefix("://") else { throw .malformed("expected '\(schemeText)://'") }
        var parts: [Part] = []
        var rest = Substring(trimmed)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { throw .malformed("unclosed '{'") }
            let name = String(rest[open...close])
            switch name {
            case "{z}": parts.append(.z)
            case "{x}": parts.append(.x)
            case "{y}": parts.append(.y)
            case "{-y}": parts.append(.tmsY)
            case "{s}": parts.append(.subdomain)
            case "{r}": parts.append(.retina)
            default: throw .unknownPlaceholder(name)
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        guard parts.contains(.z) else { throw .missingPlaceholder("{z}") }
        guard parts.contains(.x) else { throw .missingPlaceholder("{x}") }
        guard parts.contains(.y) || parts.contains(.tmsY) else { throw .missingPlaceholder("{y}") }
        if parts.contains(.subdomain) && subdomains.isEmpty { throw .noSubdomains }
        if scheme != .file {
            // The host must survive substitution; probe with a sample tile.
            let sample = Self.render(parts, tile: TileID(z: 1, x: 1, y: 1), subdomain: subdomains.first ?? "a", retina: "")
            guard let url = URL(string: sample), let host = url.host, !host.isEmpty else { throw .malformed("no host") }
        }
        self.template = trimmed; self.scheme = scheme; self.subdomains = subdomains; self.parts = parts
    }

    /// Validates a style's template.
    public init(style: MapStyle) throws(TileTemplateError) {
        try self.init(style.urlTemplate, subdomains: style.subdomains)
    }

    /// Identifies the source (template and subdomains) in cache metadata without storing the URL.
    public var fingerprint: UInt64 {
        TileMetadata.checksum(Data((template + "\u{1}" + subdomains.joined(separator: ",")).utf8))
    }

    /// True when `{r}` appears, so HiDPI screens get a different image.
    public var usesRetina: Bool { parts.contains(.retina) }

    /// The URL for a tile; `retina` fills `{r}` with "@2x". Subdomains rotate by tile position.
    public func url(for tile: TileID, retina: Bool = false) -> String {
        let sub = subdomains.isEmpty ? "" : subdomains[abs(tile.x + tile.y) % subdomains.count]
        return Self.render(parts, tile: tile, subdomain: sub, retina: retina ? "@2x" : "")
    }

    /// The host a URL for `tile` goes to (for per-host limits); empty for file templates.
    public func host(for tile: TileID) -> String {
        URL(string: url(for: tile))?.host ?? ""
    }

    private static func render(_ parts: [Part], tile: TileID, subdomain: String, retina: String) -> String {
        var s = ""
        for p in parts {
            switch p {
            case .text(let t): s += t
            case .z: s += String(tile.z)
            case .x: s += String(tile.x)
            case .y: s += String(tile.y)
            case .tmsY: s += String(tile.tmsY)
            case .subdomain: s += subdomain
            case .retina: s += retina
            }
        }
        return s
    }

    /// A URL safe to log: the query string and any user-info are replaced, so API keys never reach a log.
    public static func redacted(_ url: String) -> String {
        var s = Substring(url)
        if let q = s.firstIndex(where: { $0 == "?" || $0 == "#" }) { s = s[..<q] }
        var out = String(s)
        if let schemeEnd = out.range(of: "://"), let at = out[schemeEnd.upperBound...].firstIndex(of: "@"),
           !out[schemeEnd.upperBound..<at].contains("/") {
            out.replaceSubrange(schemeEnd.upperBound...at, with: "…@")
        }
        return url.contains("?") ? out + "?…" : out
    }
}

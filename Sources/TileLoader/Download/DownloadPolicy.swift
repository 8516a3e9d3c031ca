import MapCore

/// Which styles may be downloaded for offline use: PMTiles archives, and `{z}/{x}/{y}` styles whose entry says
/// `"allowDownload": true` — never the OpenStreetMap servers, whose tile policy forbids bulk downloads.
public enum DownloadPolicy {
    /// The OSM Foundation's tile usage policy, named in every refusal of its servers.
    public static let osmPolicyURL = "https://operations.osmfoundation.org/policies/tiles/"

    /// Hosts whose tile policy forbids bulk downloading (the built-in OSM styles' servers).
    static let forbiddenHosts = ["openstreetmap.org", "opentopomap.org"]

    /// Why `style` cannot be downloaded, or nil when it can.
    public static func refusal(for style: MapStyle) -> String? {
        if style.archivePath != nil { return nil }
        switch style.kind {
        case .offline: return "\(style.name) is drawn from the bundled offline map, which needs no download"
        case .vector: return "\(style.name) has no archive to download from"
        case .raster: break
        }
        let host = hostOf(style.urlTemplate)
        if forbiddenHosts.contains(where: { host == $0 || host.hasSuffix("." + $0) }) {
            return "\(style.name) comes from \(host), whose tile usage policy forbids bulk downloading (\(osmPolicyURL)); "
                + "download a PMTiles archive instead, or host your own"
        }
        guard style.allowDownload else {
            return "\(style.name) does not allow downloads: its styles.json entry needs \"allowDownload\": true, "
                + "set only where the tile server's terms permit bulk downloading"
        }
        return nil
    }

    /// The host of a tile URL template (lower-cased, subdomain placeholder included), or "" when it has none.
    static func hostOf(_ template: String) -> String {
        guard let scheme = template.range(of: "://") else { return "" }
        let rest = template[scheme.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != ":" && $0 != "?" }
        return host.lowercased().replacingOccurrences(of: "{s}.", with: "")
    }
}

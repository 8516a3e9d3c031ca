import Foundation
import Geocoding

/// The online geocoder Preferences saved in state.json: its API and base URL. None (nil) by default, and an
/// empty or unusable URL is none too: nothing leaves the machine.
public struct GeocoderSetting: Hashable, Sendable, Codable {
    public var kind: GeocoderKind
    public var url: String

    public init(kind: GeocoderKind, url: String) { self.kind = kind; self.url = url }

    private enum CodingKeys: String, CodingKey { case kind, url }

    /// Tolerant: a wrong shape or an unknown kind reads as no geocoder, so one bad key never discards the whole file.
    public init(from decoder: any Decoder) throws {
        let c = try? decoder.container(keyedBy: CodingKeys.self)
        let kind = (try? c?.decode(String.self, forKey: .kind)).flatMap(GeocoderKind.init(rawValue:))
        self.kind = kind ?? .photon
        url = kind == nil ? "" : String(((try? c?.decode(String.self, forKey: .url)) ?? "").prefix(Self.maxURLLength))
    }

    /// Longest URL kept (a state.json holding megabytes there is cut).
    public static let maxURLLength = 2048

    /// The server to ask: an http(s) URL with a host, else nil (off).
    public var baseURL: URL? {
        let text = url.trimmingCharacters(in: .whitespaces)
        guard let u = URL(string: text), ["http", "https"].contains(u.scheme?.lowercased() ?? ""), u.host?.isEmpty == false else {
            return nil
        }
        return u
    }
}

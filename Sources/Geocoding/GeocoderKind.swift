import Foundation
import MapCore

/// Which HTTP API a geocoder URL speaks: Photon (`/api`, `/reverse`, GeoJSON) or Nominatim (`/search`, `/reverse`,
/// `format=jsonv2`).
public enum GeocoderKind: String, Sendable, CaseIterable, Codable {
    case photon, nominatim

    /// Shortest gap between two requests: Nominatim's usage policy allows one a second; Photon sets none.
    public var minimumInterval: Duration {
        switch self {
        case .photon: .zero
        case .nominatim: .seconds(1)
        }
    }

    /// The forward search URL under `base` (its path kept), biased towards `near` where the API allows, answered in
    /// `language` where the API knows it (`GeocoderLanguage`).
    public func searchURL(base: URL, text: String, near: Coordinate?, limit: Int, language: String? = nil) -> URL? {
        switch self {
        case .photon:
            var items = [URLQueryItem(name: "q", value: text), URLQueryItem(name: "limit", value: "\(limit)")]
            if let near {
                items += [URLQueryItem(name: "lat", value: "\(near.latitude)"), URLQueryItem(name: "lon", value: "\(near.longitude)")]
            }
            return Self.url(base, "api", items + languageItems(language))
        case .nominatim:
            return Self.url(base, "search", [URLQueryItem(name: "q", value: text), URLQueryItem(name: "format", value: "jsonv2"),
                                             URLQueryItem(name: "limit", value: "\(limit)")] + languageItems(language))
        }
    }

    /// The reverse lookup URL under `base` for `point`, answered in `language` where the API knows it.
    public func reverseURL(base: URL, point: Coordinate, language: String? = nil) -> URL? {
        var items = [URLQueryItem(name: "lat", value: "\(point.latitude)"), URLQueryItem(name: "lon", value: "\(point.longitude)")]
        if self == .nominatim { items.append(URLQueryItem(name: "format", value: "jsonv2")) }
        return Self.url(base, "reverse", items + languageItems(language))
    }

    /// Photon's `lang` only for a language it has; Nominatim's `accept-language` for any.
    private func languageItems(_ language: String?) -> [URLQueryItem] {
        guard let language else { return [] }
        switch self {
        case .photon: return GeocoderLanguage.photonLanguages.contains(language) ? [URLQueryItem(name: "lang", value: language)] : []
        case .nominatim: return [URLQueryItem(name: "accept-language", value: language)]
        }
    }

    private static func url(_ base: URL, _ endpoint: String, _ items: [URLQueryItem]) -> URL? {
        guard var parts = URLComponents(url: base.appendingPathComponent(endpoint), resolvingAgainstBaseURL: false) else { return nil }
        parts.queryItems = items
        return parts.url
    }
}

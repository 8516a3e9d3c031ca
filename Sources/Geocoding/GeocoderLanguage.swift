import Foundation

/// The language a geocoder is asked to answer in: the person's locale, as GNOME Maps sends it. Photon knows only a
/// few (`lang` outside them is refused with HTTP 400, so it is left out and names come in their local form);
/// Nominatim takes any (`accept-language`).
public enum GeocoderLanguage {
    /// Photon's languages (komoot's public server and a default import).
    public static let photonLanguages: Set<String> = ["de", "en", "fr", "it"]

    /// The two- or three-letter language of the locale in `environment` (`LC_ALL`, then `LC_MESSAGES`, then `LANG`):
    /// "fi" for "fi_FI.UTF-8"; nil for "C", "POSIX" or nothing set.
    public static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let value else { return nil }
        let code = value.prefix { $0.isLetter }.lowercased()
        guard (2...3).contains(code.count), code != "c" else { return nil }
        return code
    }
}

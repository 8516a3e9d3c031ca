import ArgumentParser
import Foundation
import AppCore
import Geocoding

/// `--geocoder-url URL [--geocoder photon|nominatim]`: an online geocoder for `--search` and the window (its search
/// and "What's here?"). Without the URL nothing leaves the machine: the gazetteer and the loaded places answer alone.
struct GeocoderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Also ask this Photon or Nominatim server (search, What's here?), e.g. https://photon.komoot.io. Off by default: nothing is sent anywhere without it.", valueName: "URL"))
    var geocoderURL: String?

    @Option(name: .long, help: ArgumentHelp("What --geocoder-url speaks: photon (default) or nominatim.", valueName: "KIND"))
    var geocoder: String?

    /// The configured geocoder: the command line's, else the one Preferences saved; nil when neither.
    func make(saved: GeocoderSetting? = nil) throws(CLIError) -> HTTPGeocoder? {
        let kind: GeocoderKind
        if let name = geocoder {
            guard let chosen = GeocoderKind(rawValue: name.lowercased()) else {
                throw .badArgument("pinmap: --geocoder \"\(name.prefix(40))\" is not photon or nominatim")
            }
            kind = chosen
        } else {
            kind = .photon
        }
        guard let text = geocoderURL else {
            if geocoder != nil { throw .badArgument("pinmap: --geocoder needs --geocoder-url") }
            return saved.flatMap { s in s.baseURL.map { HTTPGeocoder(kind: s.kind, base: $0) } }
        }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw .badArgument("pinmap: --geocoder-url \"\(text.prefix(80))\" is not an http(s) URL")
        }
        return HTTPGeocoder(kind: kind, base: url)
    }
}

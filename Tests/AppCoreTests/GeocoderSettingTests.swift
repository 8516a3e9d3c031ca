import AppCore
import Foundation
import Geocoding
import Testing

/// The geocoder Preferences saves in state.json: round trip, off by default, and tolerant of a bad value.
struct GeocoderSettingTests {
    static func decode(_ json: String) throws -> AppSettings {
        try SettingsFile.decode(Data(json.utf8), path: "state.json")
    }

    @Test func noGeocoderByDefaultAndNoneWritten() throws {
        #expect(AppSettings.defaults.geocoder == nil)
        let text = String(decoding: try JSONEncoder().encode(AppSettings.defaults), as: UTF8.self)
        #expect(!text.contains("geocoder"))
    }

    @Test func aSavedGeocoderRoundTrips() throws {
        var settings = AppSettings.defaults
        settings.geocoder = GeocoderSetting(kind: .nominatim, url: "https://nominatim.example.org")
        let back = try Self.decode(String(decoding: try JSONEncoder().encode(settings), as: UTF8.self))
        #expect(back.geocoder == settings.geocoder)
        #expect(back.geocoder?.baseURL?.host == "nominatim.example.org")
    }

    @Test(arguments: [
        #""geocoder":42"#, #""geocoder":{"kind":"google","url":"https://x.example"}"#, #""geocoder":{"kind":7}"#,
        #""geocoder":{"kind":"photon","url":"file:///etc/passwd"}"#, #""geocoder":{"kind":"photon","url":"   "}"#,
    ])
    func aBadValueKeepsTheFileAndSearchOffline(member: String) throws {
        let settings = try Self.decode(#"{"format":"pinmap-state","version":1,"panelWidth":300,"panelVisible":true,"linkPreferences":{"enabledTargetIDs":[],"includesAllDesktopApps":false},\#(member)}"#)
        #expect(settings.panelWidth == 300, "the rest of the file is kept")
        #expect(settings.geocoder?.baseURL == nil)
    }
}

import AppCore
import Foundation
import Geocoding
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Preferences → Online search: off (empty) by default, starts on the saved geocoder, and a choice is saved at once.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct PreferencesGeocoderUITests {
    func store(saved: GeocoderSetting?) throws -> (MapStore, SettingsFile, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-prefs-geocoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: file,
                             settings: AppSettings(geocoder: saved))
        return (store, file, dir)
    }

    @Test func offByDefaultAndAChoiceIsSaved() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start")
        let (store, file, dir) = try store(saved: nil); defer { try? FileManager.default.removeItem(at: dir) }
        let rows = PreferencesWindow(store: store).geocoderRows
        #expect(rows.map { AppUI.name(of: $0) } == ["pref-geocoder-kind", "pref-geocoder-url"])
        #expect(AppUI.editableText(rows[1]).isEmpty)
        #expect(store.geocoderSetting == nil)

        AppUI.setEditableText(rows[1], "https://nominatim.example.org")
        AdwUI.setComboSelection(rows[0], 1)
        let expected = GeocoderSetting(kind: .nominatim, url: "https://nominatim.example.org")
        #expect(store.geocoderSetting == expected)
        #expect(file.load().settings.geocoder == expected, "saved at once")
    }

    @Test func theRowsStartOnTheSavedGeocoder() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start")
        let saved = GeocoderSetting(kind: .nominatim, url: "http://127.0.0.1:8080")
        let (store, _, dir) = try store(saved: saved); defer { try? FileManager.default.removeItem(at: dir) }
        let rows = PreferencesWindow(store: store).geocoderRows
        #expect(AdwUI.comboSelection(rows[0]) == 1)
        #expect(AppUI.editableText(rows[1]) == "http://127.0.0.1:8080")
        #expect(store.geocoderSetting == saved, "showing the rows changes nothing")
    }
}

import Foundation
import Testing
@testable import AppCore

/// Preferences' "Map view" (issue 16) is an opaque name in state.json: AppCore keeps it and never interprets it,
/// and a wrong value in the file costs only that key, never the rest of the settings.
@Suite struct MapViewSettingTests {
    static let header = #"{"format": "pinmap-state", "version": 1, "panelWidth": 300, "panelVisible": false, "#
        + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}"#

    @Test func aNameRoundTripsThroughStateJSON() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        for name in ["second", "first"] {
            try file.save(AppSettings(mapView: .named(name)))
            let loaded = SettingsFile(url: file.url).load()
            #expect(loaded.warning == nil)
            #expect(loaded.settings.mapView == .named(name))
        }
    }

    @Test func aNameThisBuildDoesNotKnowIsKeptForTheAppToJudge() throws {
        let s = try SettingsFile.decode(Data((Self.header + #", "mapView": "vector"}"#).utf8), path: "state.json")
        #expect(s.mapView == .named("vector"))
        #expect(s.panelWidth == 300)
    }

    @Test(arguments: [("42", "the number 42.0"), ("true", "true"), ("null", nil), (#"["a"]"#, "a list or an object"), (#"{"a": 1}"#, "a list or an object")])
    func aValueThatIsNotANameLosesOnlyThatKey(json: String, described: String?) throws {
        let s = try SettingsFile.decode(Data((Self.header + #", "mapView": "# + json + "}").utf8), path: "state.json")
        // JSON null reads as an absent key (decodeIfPresent); anything else is kept as unreadable, described.
        #expect(s.mapView == described.map { .unreadable($0) })
        #expect(s.mapView?.name == nil)
        #expect(s.panelWidth == 300 && s.panelVisible == false, "the rest of the file still applies")
    }

    @Test func noChoiceWritesNoKeyAndAnUnreadableOneIsDroppedAtTheNextSave() throws {
        for setting in [nil, MapViewSetting.unreadable("the number 42.0")] {
            let data = try JSONEncoder().encode(AppSettings(mapView: setting))
            #expect(!String(decoding: data, as: UTF8.self).contains("mapView"))
        }
    }

    @MainActor
    @Test func choosingInTheStoreSavesAtOnceAndKeepsTheRest() async throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        let h = Harness(settingsFile: file, settings: AppSettings(panelWidth: 320, appearance: .dark))
        #expect(h.store.mapViewSetting == nil)
        h.store.setMapView(named: "second")
        #expect(h.store.mapViewSetting == .named("second"))
        let loaded = SettingsFile(url: file.url).load()
        #expect(loaded.settings.mapView == .named("second"))
        #expect(loaded.settings.panelWidth == 320 && loaded.settings.appearance == .dark)
    }

    @MainActor
    @Test func theStoreStartsWithTheSavedNameAndSavesItBack() throws {
        let dir = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        let h = Harness(settingsFile: file, settings: AppSettings(mapView: .named("second")))
        #expect(h.store.mapViewSetting == .named("second"))
        h.store.saveSettings()
        #expect(SettingsFile(url: file.url).load().settings.mapView == .named("second"))
    }
}

import Foundation
import Testing
@testable import AppCore

/// "Map appearance" (issue 15) is kept in state.json beside the other settings; older files follow the system.
@Suite struct AppearanceSettingTests {
    @Test func theChoiceRoundTripsThroughStateJSON() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-appearance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        for choice in [MapAppearance.dark, .light] {
            try file.save(AppSettings(appearance: choice))
            let loaded = SettingsFile(url: file.url).load()
            #expect(loaded.warning == nil)
            #expect(loaded.settings.appearance == choice)
        }
    }

    @Test func aFileFromBeforeTheChoiceFollowsTheSystem() throws {
        let old = #"{"format": "pinmap-state", "version": 1, "panelWidth": 260, "panelVisible": true, "#
            + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}}"#
        let settings = try SettingsFile.decode(Data(old.utf8), path: "state.json")
        #expect(settings.appearance == nil)
    }

    @Test func followingTheSystemWritesNoKey() throws {
        let data = try JSONEncoder().encode(AppSettings(appearance: nil))
        #expect(!String(decoding: data, as: UTF8.self).contains("appearance"))
    }
}

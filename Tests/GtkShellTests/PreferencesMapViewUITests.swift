import AppCore
import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Preferences' "Map view" row (issue 16): it lists what the app offers by title, starts on the saved choice (or
/// the running map), and a choice is saved in state.json at once, for the next launch.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct PreferencesMapViewUITests {
    static let offered = MapViewOptions(options: [.init(name: "first", title: "First map"), .init(name: "second", title: "Second map")],
                                        running: "first")

    func store(saved: MapViewSetting?, in dir: URL) -> (MapStore, SettingsFile) {
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: file,
                             settings: AppSettings(mapView: saved))
        return (store, file)
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-prefs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func choosingTheOtherMapSavesItForTheNextLaunch() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start")
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let (store, file) = store(saved: nil, in: dir)
        let prefs = PreferencesWindow(store: store, mapViews: Self.offered)
        let row = try #require(prefs.mapViewRow)
        #expect(AppUI.name(of: row) == "pref-map-view")
        #expect(AdwUI.comboSelection(row) == 0, "nothing saved: the running map is selected")
        #expect(!FileManager.default.fileExists(atPath: file.url.path), "opening Preferences saves nothing")

        AdwUI.setComboSelection(row, 1)
        #expect(store.mapViewSetting == .named("second"))
        #expect(file.load().settings.mapView == .named("second"), "saved at once, not at quit")
    }

    @Test(arguments: [(MapViewSetting.named("second"), 1), (.named("vector"), 0), (.unreadable("the number 1.0"), 0)])
    func theRowStartsOnTheSavedChoiceOrTheRunningMap(saved: MapViewSetting, index: Int) throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start")
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let (store, _) = store(saved: saved, in: dir)
        let row = try #require(PreferencesWindow(store: store, mapViews: Self.offered).mapViewRow)
        #expect(AdwUI.comboSelection(row) == index)
        #expect(store.mapViewSetting == saved, "showing the row changes nothing")
    }

    @Test func withoutOptionsThereIsNoRow() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start")
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        #expect(PreferencesWindow(store: store(saved: nil, in: dir).0).mapViewRow == nil)
    }
}

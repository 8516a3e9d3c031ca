import AppCore
import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Preferences' on/off settings are GtkSwitches (as the HIG asks); flipping one saves the setting at once.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct PreferencesSwitchUITests {
    @Test func flippingAnOpenInSwitchSavesTheSetting() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-switch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = SettingsFile(url: dir.appendingPathComponent("pinmap/state.json"))
        let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: file)
        let prefs = PreferencesWindow(store: store, mapViews: MapViewOptions(options: [], running: "cairo"))
        // Shown, so the switch's slide runs on a frame clock.
        prefs.present(over: h.window)
        defer { Window.destroy(prefs.window) }
        let (target, control) = try #require(prefs.linkSwitches.first, "the catalogue offers at least one target")
        let before = AppUI.isSwitchOn(control)
        #expect(before == store.linkPreferences.isEnabled(target), "the switch starts on the saved setting")

        AppUI.activate(control)
        // The switch slides to its new state on the frame clock; its "active" follows when the slide ends.
        let flipped = MainLoop.run(until: { AppUI.isSwitchOn(control) != before })
        #expect(flipped, "activating flips it, as Space does")
        #expect(store.linkPreferences.isEnabled(target) == !before)
        #expect(file.load().settings.linkPreferences.isEnabled(target) == !before, "saved at once, not at quit")
    }
}

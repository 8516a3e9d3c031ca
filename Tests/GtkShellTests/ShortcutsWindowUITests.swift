import Foundation
import GtkInterop
import MapViewModel
import Testing
@testable import GtkShell

/// The Keyboard Shortcuts window lists exactly the shortcuts the app has (issue 32): every action with an
/// accelerator is found in it, and each key it shows is either such an accelerator or a key the map handles.
@MainActor
@Suite(.serialized, .enabled(if: MapHarness.shouldRun, "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct ShortcutsWindowUITests {
    /// The app's actions as PinmapApp installs them, on an application of the test's own.
    func installedAccelerators() -> (accelerators: [String: [String]], actions: [SimpleAction]) {
        let application = Application(id: "io.github.pinmap.ShortcutsTest")
        let actions = PinmapApp.installActions(on: application, window: { nil }, quit: {})
        return (application.accelerators, actions)
    }

    func windowKeys() throws -> [KeyPress] {
        let listed = AppUI.shortcutAccelerators(inBuilderXML: ShortcutsWindow.xml)
        #expect(!listed.isEmpty, "the window's XML builds and has shortcuts")
        return try listed.flatMap { $0.split(separator: " ") }.map { text in
            try #require(AppUI.keyPress(forAccelerator: String(text)), "the window shows \(text), which GTK cannot parse")
        }
    }

    @Test func everyActionWithAnAcceleratorIsInTheWindow() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let (installed, actions) = installedAccelerators()
        #expect(actions.count >= 10)
        let shown = Set(try windowKeys())
        #expect(installed["app.main-menu"] == ["F10"], "F10 opens the main menu")
        #expect(installed["app.export"] == ["<Control>e"])
        for (action, accelerators) in installed {
            for accelerator in accelerators {
                let key = try #require(AppUI.keyPress(forAccelerator: accelerator))
                #expect(shown.contains(key), "\(action)'s \(accelerator) is missing from the shortcuts window")
            }
        }
    }

    @Test func theWindowShowsNothingTheAppDoesNotDo() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let installed = Set(try installedAccelerators().accelerators.values.flatMap { $0 }.map {
            try #require(AppUI.keyPress(forAccelerator: $0))
        })
        for key in try windowKeys() where !installed.contains(key) {
            // Not an application shortcut: then the map must act on it (Escape closes popovers and dropped markers).
            let handled = key.mapCommand(hasDroppedMarker: true) != nil || key.keyval == KeySym.escape
                || MapWidget.itemFocusKeys.contains(key.keyval)
            #expect(handled, "the window lists key \(key.keyval) (modifiers \(key.modifiers)), which nothing handles")
        }
    }
}

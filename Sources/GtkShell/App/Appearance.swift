import AppCore
import MapRender

/// Follows libadwaita's style manager (the desktop's dark and high-contrast settings, or the user's choice)
/// and hands the map the matching palette. `isDark` is the state others (the vector map) can follow too.
@MainActor
final class Appearance {
    private let manager = StyleManager()
    private var observers: [@MainActor (Bool) -> Void] = []

    init() {
        manager.onChange { [weak self] in self?.changed() }
    }

    var isDark: Bool { manager.isDark }
    var palette: MapPalette { isDark ? .dark : .light }

    /// `observer` is called now and on every change with whether the app is dark.
    func observe(_ observer: @escaping @MainActor (Bool) -> Void) {
        observers.append(observer)
        observer(isDark)
    }

    /// The user's choice from Preferences (saved in state.json).
    func apply(_ choice: MapAppearance) {
        switch choice {
        case .system: manager.setScheme(.system)
        case .light: manager.setScheme(.light)
        case .dark: manager.setScheme(.dark)
        }
    }

    private func changed() {
        let dark = isDark
        for o in observers { o(dark) }
    }
}

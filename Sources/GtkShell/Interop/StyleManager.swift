import CAdw
import CGtk
import GtkInterop

/// libadwaita's style manager: whether the app is drawn dark or in high contrast, and the user's choice.
/// The default manager lives as long as the process; nothing here owns a reference.
@MainActor
public final class StyleManager: GObjectConvertible {
    /// What the app asks for: follow the desktop, or force light or dark.
    public enum Scheme: String, CaseIterable, Sendable { case system, light, dark }

    nonisolated(unsafe) private let raw: OpaquePointer
    public nonisolated var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }

    public init() { raw = adw_style_manager_get_default() }

    /// The app is drawn dark now (the desktop prefers dark, or the user forced it).
    public var isDark: Bool { adw_style_manager_get_dark(raw) != 0 }
    public var isHighContrast: Bool { adw_style_manager_get_high_contrast(raw) != 0 }

    public func setScheme(_ scheme: Scheme) {
        let value: AdwColorScheme
        switch scheme {
        case .system: value = ADW_COLOR_SCHEME_DEFAULT
        case .light: value = ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: value = ADW_COLOR_SCHEME_FORCE_DARK
        }
        adw_style_manager_set_color_scheme(raw, value)
    }

    /// Calls `handler` whenever dark or high contrast changes.
    public func onChange(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectNotify(self, property: "dark", handler)
        Signal.connectNotify(self, property: "high-contrast", handler)
    }
}

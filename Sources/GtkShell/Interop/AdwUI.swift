import CAdw
import CGtk
import GtkInterop

/// Thin wrappers over libadwaita 1.2 widgets (window, header bar, flap, toasts). Casts stay here; callers see `Widget`.
@MainActor
public enum AdwUI {
    /// Sets up libadwaita's styles once (AdwApplication does this too; widget tests without one call it).
    public static func initialize() { adw_init() }

    /// An AdwApplicationWindow belonging to `application` (not yet shown).
    static func applicationWindow(_ application: UnsafeMutablePointer<GtkApplication>) -> Widget {
        AppUI.wrap(adw_application_window_new(application))
    }

    /// The window's whole content (AdwApplicationWindow has no separate title bar: the header bar goes inside).
    public static func setContent(_ window: Widget, _ child: Widget) {
        adw_application_window_set_content(pinmap_adw_application_window(window.gobjectPointer), child.raw)
    }

    /// An AdwHeaderBar, to be placed at the top of the window's content.
    public static func headerBar() -> Widget { AppUI.wrap(adw_header_bar_new()) }

    public static func packStart(_ bar: Widget, _ child: Widget) { adw_header_bar_pack_start(pinmap_adw_header_bar(bar.gobjectPointer), child.raw) }

    public static func packEnd(_ bar: Widget, _ child: Widget) { adw_header_bar_pack_end(pinmap_adw_header_bar(bar.gobjectPointer), child.raw) }

    public static func setTitleWidget(_ bar: Widget, _ child: Widget) {
        adw_header_bar_set_title_widget(pinmap_adw_header_bar(bar.gobjectPointer), child.raw)
    }
}

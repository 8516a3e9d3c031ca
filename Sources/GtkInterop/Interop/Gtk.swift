import CGtk

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    private static var initialized: Bool?

    /// Initializes GTK once; false when there is no display (tests skip then). Later calls return the first answer.
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        let ok = gtk_init_check() != 0
        initialized = ok
        return ok
    }

    /// Prefers the dark variant of the theme.
    public static func setPreferDarkTheme(_ on: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        pinmap_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", on ? 1 : 0)
    }
}

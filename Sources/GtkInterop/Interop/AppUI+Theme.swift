import CGtk

@MainActor
extension AppUI {
    /// Lets GTK find icons under `path` (a folder holding hicolor/…), e.g. the app icon before it is installed,
    /// and makes `iconName` every window's default icon.
    public static func useIcons(in path: String, defaultIconName iconName: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
        gtk_window_set_default_icon_name(iconName)
    }

    /// Loads application-wide CSS for the default display.
    public static func loadCSS(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}

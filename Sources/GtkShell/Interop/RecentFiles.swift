import CGtk

/// GTK's recent-files store (`recently-used.xbel`), which GNOME's recent lists read too.
@MainActor
public enum RecentFiles {
    /// Adds a local file; the store takes its MIME type from GIO.
    public static func add(path: String) {
        guard let manager = gtk_recent_manager_get_default() else { return }
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return }
        defer { g_free(uri) }
        _ = gtk_recent_manager_add_item(manager, uri)
    }
}

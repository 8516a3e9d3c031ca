import CGtk
import GtkInterop

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

    /// The newest `limit` local files in the store that still exist and whose name ends in one of `suffixes`, newest first.
    public static func paths(endingIn suffixes: [String], limit: Int) -> [String] {
        guard let manager = gtk_recent_manager_get_default() else { return [] }
        var found: [(path: String, modified: Int64)] = []
        var node = gtk_recent_manager_get_items(manager)
        let list = node
        defer { g_list_free_full(list) { gtk_recent_info_unref(OpaquePointer($0)) } }
        while let item = node {
            node = item.pointee.next
            let info = OpaquePointer(item.pointee.data)
            guard gtk_recent_info_is_local(info) != 0, gtk_recent_info_exists(info) != 0,
                  let uri = gtk_recent_info_get_uri(info) else { continue }
            let file = g_file_new_for_uri(uri)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let raw = g_file_get_path(file) else { continue }
            let path = String(cString: raw)
            g_free(raw)
            let lower = path.lowercased()
            guard suffixes.contains(where: { lower.hasSuffix($0) }) else { continue }
            let modified = gtk_recent_info_get_modified(info).map { Int64(g_date_time_to_unix($0)) } ?? 0
            found.append((path, modified))
        }
        return found.sorted { $0.modified > $1.modified }.prefix(limit).map(\.path)
    }

    /// Calls `handler` whenever the store changes (this app or another added or removed an item).
    public static func onChange(_ handler: @escaping @MainActor () -> Void) {
        guard let manager = gtk_recent_manager_get_default() else { return }
        _ = Signal.connect(RecentManagerObject(manager), "changed", handler)
    }
}

/// The default GtkRecentManager as a GObject for `Signal` (GTK keeps it for the process's life).
private struct RecentManagerObject: GObjectConvertible {
    let manager: UnsafeMutablePointer<GtkRecentManager>
    init(_ manager: UnsafeMutablePointer<GtkRecentManager>) { self.manager = manager }
    var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(manager) }
}

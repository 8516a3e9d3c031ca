import CAdw
import CGtk
import GtkInterop

/// "Open" and "Save as" through GtkFileChooserNative, so the desktop portal's dialog is used where there is one.
@MainActor
public enum FileChooser {
    /// Asks for a file to save to, starting at `suggestedName`; calls `handler` with its path (nil when cancelled).
    /// The dialog keeps itself alive until it answers: the retained box releases its reference then.
    public static func save(title: String, suggestedName: String, acceptLabel: String, parent: Widget,
                            _ handler: @escaping @MainActor (String?) -> Void) {
        guard let chooser = gtk_file_chooser_native_new(title, pinmap_gtk_window(parent.gobjectPointer),
                                                        GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel, nil) else { return }
        let raw = UnsafeMutableRawPointer(chooser)
        gtk_file_chooser_set_current_name(pinmap_gtk_file_chooser(raw), suggestedName)
        gtk_native_dialog_set_modal(pinmap_gtk_native_dialog(raw), 1)
        present(raw) { response in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(pinmap_gtk_file_chooser(raw)) {
                if let p = g_file_get_path(file) { path = String(cString: p); g_free(p) }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            handler(path)
        }
    }

    /// Shows the dialog; `respond` gets its answer, then our reference from _new goes (the emission holds its own).
    private static func present(_ raw: UnsafeMutableRawPointer, _ respond: @escaping @MainActor (Int32) -> Void) {
        let data = HandlerBox({ (response: Int32) in
            respond(response)
            g_object_unref(raw)
        } as @MainActor (Int32) -> Void).retainedPointer()
        pinmap_connect_int(raw, "response", { _, response, data in
            let box = HandlerBox<@MainActor (Int32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(response) }
        }, data, { data, _ in releaseHandlerBox(data) })
        gtk_native_dialog_show(pinmap_gtk_native_dialog(raw))
    }

    /// A filter of the open dialog: its name, MIME types and file-name patterns.
    public struct Filter: Sendable {
        public let name: String
        public let mimeTypes: [String]
        public let patterns: [String]
        public init(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
            self.name = name; self.mimeTypes = mimeTypes; self.patterns = patterns
        }
    }

    /// Asks for one or more files to open; calls `handler` with their paths (empty when cancelled).
    public static func open(title: String, acceptLabel: String, filters: [Filter], parent: Widget,
                            _ handler: @escaping @MainActor ([String]) -> Void) {
        guard let chooser = gtk_file_chooser_native_new(title, pinmap_gtk_window(parent.gobjectPointer),
                                                        GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, nil) else { return }
        let raw = UnsafeMutableRawPointer(chooser)
        let fc = pinmap_gtk_file_chooser(raw)
        gtk_file_chooser_set_select_multiple(fc, 1)
        for f in filters {
            guard let filter = gtk_file_filter_new() else { continue }
            gtk_file_filter_set_name(filter, f.name)
            for m in f.mimeTypes { gtk_file_filter_add_mime_type(filter, m) }
            for p in f.patterns { gtk_file_filter_add_pattern(filter, p) }
            // The chooser takes its own reference.
            gtk_file_chooser_add_filter(fc, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        gtk_native_dialog_set_modal(pinmap_gtk_native_dialog(raw), 1)
        present(raw) { response in
            var paths: [String] = []
            if response == GTK_RESPONSE_ACCEPT.rawValue, let files = gtk_file_chooser_get_files(fc) {
                let model = pinmap_g_list_model(UnsafeMutableRawPointer(files))
                for i in 0..<g_list_model_get_n_items(model) {
                    guard let item = g_list_model_get_item(model, i) else { continue }
                    if let p = g_file_get_path(OpaquePointer(item)) { paths.append(String(cString: p)); g_free(p) }
                    g_object_unref(item)
                }
                g_object_unref(UnsafeMutableRawPointer(files))
            }
            handler(paths)
        }
    }
}

import CAdw
import CGtk

/// "Save as" through GtkFileChooserNative, so the desktop portal's dialog is used where there is one.
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
        let respond: @MainActor (Int32) -> Void = { response in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(pinmap_gtk_file_chooser(raw)) {
                if let p = g_file_get_path(file) { path = String(cString: p); g_free(p) }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            handler(path)
            // Our reference from _new goes once the dialog has answered (the emission holds its own meanwhile).
            g_object_unref(raw)
        }
        let data = HandlerBox(respond).retainedPointer()
        pinmap_connect_int(raw, "response", { _, response, data in
            let box = HandlerBox<@MainActor (Int32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(response) }
        }, data, { data, _ in releaseHandlerBox(data) })
        gtk_native_dialog_show(pinmap_gtk_native_dialog(raw))
    }
}

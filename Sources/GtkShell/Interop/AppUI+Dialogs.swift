import CGtk

@MainActor
extension AppUI {
    /// A window built from GtkBuilder XML (the shortcuts window); nil when the XML names no such object.
    public static func window(fromBuilderXML xml: String, objectID: String) -> Widget? {
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, objectID) else { return nil }
        return Widget(UnsafeMutableRawPointer(object))
    }

    /// A plain top-level GtkWindow for secondary windows (Preferences).
    public static func window(title: String, width: Int, height: Int) -> Widget {
        let w = Window.make()
        Window.setTitle(w, title)
        Window.setDefaultSize(w, width: width, height: height)
        return w
    }

    /// Shows `window` above `parent`, modal, and destroyed with it.
    public static func presentTransient(_ window: Widget, parent: Widget) {
        let win = pinmap_gtk_window(window.gobjectPointer)
        gtk_window_set_transient_for(win, pinmap_gtk_window(parent.gobjectPointer))
        gtk_window_set_modal(win, 1)
        gtk_window_set_destroy_with_parent(win, 1)
        gtk_window_set_hide_on_close(win, 0)
        gtk_window_present(win)
    }
}

import CGtk
import GtkInterop

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

@MainActor
extension AppUI {
    /// The "accelerator" of every GtkShortcutsShortcut that builder XML makes (each may hold several, space-separated).
    public static func shortcutAccelerators(inBuilderXML xml: String) -> [String] {
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let objects = gtk_builder_get_objects(builder) else { return [] }
        defer { g_slist_free(objects) }
        var result: [String] = []
        var node: UnsafeMutablePointer<GSList>? = objects
        while let n = node {
            if let object = n.pointee.data,
               g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcuts_shortcut_get_type()) != 0,
               let text = pinmap_object_get_string(object, "accelerator") {
                result.append(String(cString: text))
                g_free(text)
            }
            node = n.pointee.next
        }
        // The window holds the shortcuts; builder objects are owned by the builder except the toplevel window.
        if let window = gtk_builder_get_object(builder, "shortcuts") {
            gtk_window_destroy(pinmap_gtk_window(UnsafeMutableRawPointer(window)))
        }
        return result
    }

    /// An accelerator such as "<Control>q" as the key press it stands for; nil when GTK cannot parse it.
    public static func keyPress(forAccelerator accelerator: String) -> KeyPress? {
        var key: guint = 0
        var mods = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &mods) != 0 else { return nil }
        return KeyPress(keyval: key, modifiers: mods.rawValue)
    }
}

import CGtk

@MainActor
extension AppUI {
    /// The widget's name (`gtk_widget_set_name`), or nil when it has none of its own.
    public static func name(of widget: Widget) -> String? {
        guard let c = gtk_widget_get_name(widget.raw) else { return nil }
        return String(cString: c)
    }

    /// The first GtkLabel under `root` (depth first) showing exactly `text`; nil if none.
    public static func findLabel(in root: Widget, text: String) -> Widget? {
        var child = gtk_widget_get_first_child(root.raw)
        while let c = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(c).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0,
               let t = gtk_label_get_text(OpaquePointer(c)), String(cString: t) == text {
                return Widget(c)
            }
            if let found = findLabel(in: Widget(c), text: text) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }
}

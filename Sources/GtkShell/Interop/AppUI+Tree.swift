import CGtk
import GtkInterop

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

    /// Every text a person can see under `root`: shown labels (as displayed, mnemonics removed) and tooltips of
    /// shown widgets, depth first. Hidden subtrees are skipped. For the debug dump's translation check.
    public static func visibleTexts(in root: Widget) -> [String] {
        var texts: [String] = []
        collectTexts(root.raw, into: &texts)
        return texts
    }

    private static func collectTexts(_ widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0,
           let t = gtk_label_get_text(OpaquePointer(widget)), t.pointee != 0 {
            texts.append(String(cString: t))
        }
        if let tip = gtk_widget_get_tooltip_text(widget) { texts.append(String(cString: tip)) }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            collectTexts(c, into: &texts)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    /// Whether `widget` is `ancestor` or lies inside it.
    public static func isInside(_ widget: Widget, _ ancestor: Widget) -> Bool {
        widget.raw == ancestor.raw || gtk_widget_is_ancestor(widget.raw, ancestor.raw) != 0
    }

    /// The widget with the keyboard focus in the window holding `widget`, if any.
    public static func focusedWidget(inRootOf widget: Widget) -> Widget? {
        guard let root = gtk_widget_get_root(widget.raw) else { return nil }
        return gtk_root_get_focus(root).map { Widget($0) }
    }
}

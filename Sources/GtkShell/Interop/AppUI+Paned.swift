import CGtk

@MainActor
extension AppUI {
    /// A horizontal GtkPaned: start child keeps its size, end child takes the rest.
    public static func paned(start: Widget, end: Widget) -> Widget {
        let p = wrap(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_paned_set_start_child(p.opaque, start.raw)
        gtk_paned_set_end_child(p.opaque, end.raw)
        gtk_paned_set_resize_start_child(p.opaque, 0)
        gtk_paned_set_shrink_start_child(p.opaque, 0)
        gtk_paned_set_resize_end_child(p.opaque, 1)
        gtk_paned_set_shrink_end_child(p.opaque, 0)
        return p
    }

    public static func panedPosition(_ paned: Widget) -> Int { Int(gtk_paned_get_position(paned.opaque)) }

    public static func setPanedPosition(_ paned: Widget, _ position: Int) { gtk_paned_set_position(paned.opaque, Int32(position)) }

    /// Calls `handler` whenever the divider moves.
    public static func onPanedPositionChanged(_ paned: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connectNotify(paned, property: "position", handler)
    }
}

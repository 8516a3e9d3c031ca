import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A horizontal GtkPaned: start child keeps its size, end child takes the rest; neither shrinks below its minimum.
    public static func paned(start: Widget, end: Widget) -> Widget {
        let p = paned(.horizontal, start, end)
        gtk_paned_set_shrink_start_child(p.opaque, 0)
        gtk_paned_set_shrink_end_child(p.opaque, 0)
        return p
    }

    /// A vertical GtkPaned: the top keeps its height, the bottom takes what the window gains; both may shrink.
    public static func verticalPaned(top: Widget, bottom: Widget) -> Widget { paned(.vertical, top, bottom) }

    private static func paned(_ orientation: Orientation, _ start: Widget, _ end: Widget) -> Widget {
        let p = wrap(gtk_paned_new(orientation.gtk))
        gtk_paned_set_start_child(p.opaque, start.raw)
        gtk_paned_set_end_child(p.opaque, end.raw)
        gtk_paned_set_resize_start_child(p.opaque, 0)
        gtk_paned_set_resize_end_child(p.opaque, 1)
        return p
    }

    public static func panedPosition(_ paned: Widget) -> Int { Int(gtk_paned_get_position(paned.opaque)) }

    public static func setPanedPosition(_ paned: Widget, _ position: Int) { gtk_paned_set_position(paned.opaque, Int32(position)) }

    /// Calls `handler` whenever the divider moves.
    public static func onPanedPositionChanged(_ paned: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connectNotify(paned, property: "position", handler)
    }

    /// The largest position the divider can take now (0 before the first layout).
    public static func panedMaxPosition(_ paned: Widget) -> Int {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_object_get_property(pinmap_g_object(paned.gobjectPointer), "max-position", &value)
        defer { g_value_unset(&value) }
        return Int(g_value_get_int(&value))
    }

    /// Calls `handler` when the divider's range changes (the first layout, a resize).
    public static func onPanedMaxPositionChanged(_ paned: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connectNotify(paned, property: "max-position", handler)
    }
}

import CGtk

@MainActor
extension AppUI {
    /// Holds `child` at its minimum width: a scroller that never scrolls reports its child's minimum as its natural
    /// width, so a flap does not widen to the longest label in the panel.
    public static func atMinimumWidth(_ child: Widget) -> Widget {
        let s = wrap(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(s.opaque, GTK_POLICY_NEVER, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(s.opaque, child.raw)
        return s
    }
}

@MainActor
extension AppUI {
    /// An entry at least `minimum` characters wide and `natural` when there is room, so it shrinks in a narrow window.
    public static func setWidthChars(_ entry: Widget, minimum: Int, natural: Int) {
        gtk_editable_set_width_chars(OpaquePointer(entry.raw), Int32(minimum))
        gtk_editable_set_max_width_chars(OpaquePointer(entry.raw), Int32(natural))
    }
}

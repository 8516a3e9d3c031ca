import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// Holds `child` at its minimum width: a scroller with an external horizontal policy asks only for
    /// `width` (and gives the child at least its minimum), so a flap does not widen to the panel's longest label.
    public static func fixedWidth(_ child: Widget, width: Int) -> Widget {
        let s = wrap(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(s.opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_min_content_width(s.opaque, Int32(width))
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

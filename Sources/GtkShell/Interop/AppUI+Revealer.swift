import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkRevealer sliding `child` down from the top.
    public static func revealer(_ child: Widget) -> Widget {
        let r = wrap(gtk_revealer_new())
        gtk_revealer_set_child(r.opaque, child.raw)
        gtk_revealer_set_transition_type(r.opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        return r
    }

    public static func setRevealed(_ revealer: Widget, _ on: Bool) { gtk_revealer_set_reveal_child(revealer.opaque, on ? 1 : 0) }
}

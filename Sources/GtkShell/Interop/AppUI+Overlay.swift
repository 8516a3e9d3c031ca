import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkOverlay showing `child` with `floating` widgets on top (each placed by its own alignment and margins).
    public static func overlay(_ child: Widget, floating: [Widget]) -> Widget {
        let o = wrap(gtk_overlay_new())
        gtk_overlay_set_child(o.opaque, child.raw)
        for f in floating { gtk_overlay_add_overlay(o.opaque, f.raw) }
        return o
    }

    /// Floats a widget in its overlay's top-right corner (top-left in right-to-left languages).
    public static func placeAtTopEnd(_ widget: Widget) {
        gtk_widget_set_halign(widget.raw, GTK_ALIGN_END)
        gtk_widget_set_valign(widget.raw, GTK_ALIGN_START)
    }
}

import CGtk

@MainActor
extension AppUI {
    /// A GtkOverlay showing `child` with `overlays` floating above it (each placed by its own alignment and margins).
    public static func overlay(_ child: Widget, overlays: [Widget]) -> Widget {
        let o = wrap(gtk_overlay_new())
        gtk_overlay_set_child(o.opaque, child.raw)
        for w in overlays { gtk_overlay_add_overlay(o.opaque, w.raw) }
        return o
    }
}

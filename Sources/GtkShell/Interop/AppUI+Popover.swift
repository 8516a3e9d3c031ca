import CGtk
import GtkInterop
import MapCore

@MainActor
extension AppUI {
    /// A GtkPopover parented by hand to `parent`; call `unparent()` before the parent goes.
    public static func popover(parent: Widget) -> Widget {
        let p = wrap(gtk_popover_new())
        p.setParent(parent)
        return p
    }

    public static func setPopoverChild(_ popover: Widget, _ child: Widget?) {
        gtk_popover_set_child(popover.cast(to: GtkPopover.self), child?.raw)
    }

    /// Points the popover's arrow at `point` (parent coordinates) with a 1×1 rectangle; it opens below, so the pin above stays visible.
    public static func point(_ popover: Widget, at point: PixelPoint) {
        var rect = GdkRectangle(x: Int32(point.x.rounded(.down)), y: Int32(point.y.rounded(.down)), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(to: GtkPopover.self), &rect)
        gtk_popover_set_position(popover.cast(to: GtkPopover.self), GTK_POS_BOTTOM)
    }

    public static func popup(_ popover: Widget) { gtk_popover_popup(popover.cast(to: GtkPopover.self)) }

    public static func popdown(_ popover: Widget) { gtk_popover_popdown(popover.cast(to: GtkPopover.self)) }

    /// "closed": Escape, a click elsewhere, or popdown.
    public static func onPopoverClosed(_ popover: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(popover, "closed", handler)
    }
}


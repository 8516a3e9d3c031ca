import CGtk
import GtkInterop

@MainActor
extension AppUI {
    public static func separator(_ orientation: Orientation) -> Widget { wrap(gtk_separator_new(orientation.gtk)) }

    /// A vertically scrolling container around `child`.
    public static func scrolled(_ child: Widget) -> Widget {
        let s = wrap(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(s.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(s.opaque, child.raw)
        return s
    }

    /// Scrolls a `scrolled(_:)` container back to its top.
    public static func scrollToTop(_ scroller: Widget) {
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scroller.opaque), 0)
    }

    /// Centres a widget in its allocation on both axes (it keeps its natural size).
    public static func center(_ widget: Widget) {
        gtk_widget_set_halign(widget.raw, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget.raw, GTK_ALIGN_CENTER)
    }

    /// Children of a box share its space equally.
    public static func setHomogeneous(_ box: Widget, _ on: Bool) {
        gtk_box_set_homogeneous(box.cast(to: GtkBox.self), on ? 1 : 0)
    }

    /// A scroller that takes its child's natural size up to `maxHeight` points, then scrolls (for popovers).
    public static func scrolled(_ child: Widget, maxHeight: Int, minWidth: Int) -> Widget {
        let s = scrolled(child)
        gtk_scrolled_window_set_propagate_natural_height(s.opaque, 1)
        gtk_scrolled_window_set_propagate_natural_width(s.opaque, 1)
        gtk_scrolled_window_set_max_content_height(s.opaque, Int32(maxHeight))
        gtk_scrolled_window_set_min_content_width(s.opaque, Int32(minWidth))
        return s
    }
}

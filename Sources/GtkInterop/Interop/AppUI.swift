import CGtk

/// The app shell's thin wrappers over GTK widgets the panel, popover and window use.
/// Every cast and raw pointer stays in these `AppUI*` files; callers see only `Widget`.
@MainActor
public enum AppUI {
    public enum Orientation { case horizontal, vertical
        // GTK's raw values (0, 1): Swift 6.3's release build did not find GTK_ORIENTATION_* in this file.
        package var gtk: GtkOrientation { GtkOrientation(rawValue: self == .horizontal ? 0 : 1) }
    }

    /// Wraps a constructor's result (GTK constructors never return NULL).
    package static func wrap(_ pointer: UnsafeMutablePointer<GtkWidget>!) -> Widget { Widget(pointer as UnsafeMutablePointer<GtkWidget>) }

    // MARK: Boxes
    public static func box(_ orientation: Orientation, spacing: Int = 0) -> Widget {
        Widget(gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    public static func append(_ box: Widget, _ child: Widget) {
        gtk_box_append(box.cast(to: GtkBox.self), child.raw)
    }

    public static func prepend(_ box: Widget, _ child: Widget) {
        gtk_box_prepend(box.cast(to: GtkBox.self), child.raw)
    }

    public static func remove(_ box: Widget, _ child: Widget) {
        gtk_box_remove(box.cast(to: GtkBox.self), child.raw)
    }

    /// Removes every child of a box.
    public static func removeAllChildren(_ box: Widget) {
        while let child = gtk_widget_get_first_child(box.raw) { gtk_box_remove(box.cast(to: GtkBox.self), child) }
    }
}

import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkSpinner, spinning (show or hide it to show or hide the activity).
    public static func spinner() -> Widget {
        let spinner = wrap(gtk_spinner_new())
        gtk_spinner_start(OpaquePointer(spinner.raw))
        return spinner
    }
}

@MainActor
extension AppUI {
    /// Shows or hides `widget` while keeping its place in the layout (opacity 1 or 0), so its row does not reflow.
    public static func setShown(_ widget: Widget, _ shown: Bool) { gtk_widget_set_opacity(widget.raw, shown ? 1 : 0) }
}

import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A modal window over `parent` showing `text` in a selectable, scrolling label (a list of problems).
    public static func presentTextWindow(title: String, text: String, parent: Widget) {
        let w = window(title: title, width: 520, height: 360)
        let label = AppUI.label(text)
        AppUI.configureLabel(label, wrap: true)
        gtk_label_set_selectable(label.opaque, 1)
        label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        label.setAlign(horizontal: GTK_ALIGN_START, vertical: GTK_ALIGN_START)
        Window.setChild(w, scrolled(label))
        presentTransient(w, parent: parent)
    }
}

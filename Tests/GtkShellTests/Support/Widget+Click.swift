import CGtk
@testable import GtkShell
import GtkInterop

@MainActor
extension Widget {
    /// Emits a button's "clicked" now, as a pointer click does (gtk_widget_activate waits 250 ms first).
    func emitClicked() {
        var instance = GValue()
        g_value_init(&instance, gtk_button_get_type())
        defer { g_value_unset(&instance) }
        g_value_set_object(&instance, gobjectPointer)
        g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
    }
}

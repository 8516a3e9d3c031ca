import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkSwitch, vertically centred as a suffix of a preferences row (the HIG's control for on/off settings).
    public static func switchControl() -> Widget {
        let w = wrap(gtk_switch_new())
        gtk_widget_set_valign(w.raw, GTK_ALIGN_CENTER)
        return w
    }

    public static func isSwitchOn(_ control: Widget) -> Bool { gtk_switch_get_active(OpaquePointer(control.raw)) != 0 }

    /// Sets the switch; emits "notify::active" when it changes (handlers compare with the store and ignore echoes).
    public static func setSwitchOn(_ control: Widget, _ on: Bool) {
        guard isSwitchOn(control) != on else { return }
        gtk_switch_set_active(OpaquePointer(control.raw), on ? 1 : 0)
    }

    /// Runs `handler` whenever the switch turns on or off (by a click, the keyboard, or `setSwitchOn`).
    public static func onSwitchChanged(_ control: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connectNotify(control, property: "active", handler)
    }

    /// Activates `widget` as the keyboard does (Space on a switch flips it); false when it has no activation.
    @discardableResult
    public static func activate(_ widget: Widget) -> Bool { gtk_widget_activate(widget.raw) != 0 }
}

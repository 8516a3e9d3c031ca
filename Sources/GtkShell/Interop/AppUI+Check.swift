import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkCheckButton; with `group` it becomes a radio in that group.
    public static func checkButton(label: String?) -> Widget { wrap(gtk_check_button_new_with_label(label)) }

    public static func setCheckChild(_ check: Widget, _ child: Widget) {
        gtk_check_button_set_child(check.cast(to: GtkCheckButton.self), child.raw)
    }

    /// Joins `check` to `group`'s radio group (gtk_check_button_set_group).
    public static func setGroup(_ check: Widget, _ group: Widget) {
        gtk_check_button_set_group(check.cast(to: GtkCheckButton.self), group.cast(to: GtkCheckButton.self))
    }

    public static func isActive(_ check: Widget) -> Bool { gtk_check_button_get_active(check.cast(to: GtkCheckButton.self)) != 0 }

    /// Sets the state; emits "toggled" when it changes (handlers compare with the store and ignore echoes).
    public static func setActive(_ check: Widget, _ on: Bool) {
        guard isActive(check) != on else { return }
        gtk_check_button_set_active(check.cast(to: GtkCheckButton.self), on ? 1 : 0)
    }

    public static func onToggled(_ check: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(check, "toggled", handler)
    }

    /// A GtkToggleButton showing an icon.
    public static func toggleButton(iconName: String) -> Widget {
        let w = wrap(gtk_toggle_button_new())
        gtk_button_set_icon_name(w.cast(to: GtkButton.self), iconName)
        return w
    }

    public static func isToggleActive(_ toggle: Widget) -> Bool { gtk_toggle_button_get_active(toggle.cast(to: GtkToggleButton.self)) != 0 }

    public static func setToggleActive(_ toggle: Widget, _ on: Bool) {
        guard isToggleActive(toggle) != on else { return }
        gtk_toggle_button_set_active(toggle.cast(to: GtkToggleButton.self), on ? 1 : 0)
    }

    /// Makes a toggle button drive a GAction ("win.toggle-panel"), so its shortcut and the button agree.
    public static func setActionName(_ actionable: Widget, _ name: String) {
        gtk_actionable_set_action_name(OpaquePointer(actionable.raw), name)
    }
}

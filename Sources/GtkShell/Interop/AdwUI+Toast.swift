import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// An AdwToastOverlay around `child`: toasts float over it at the bottom.
    public static func toastOverlay(_ child: Widget) -> Widget {
        let w = AppUI.wrap(adw_toast_overlay_new())
        adw_toast_overlay_set_child(pinmap_adw_toast_overlay(w.gobjectPointer), child.raw)
        return w
    }

    /// Shows `title` as a toast; with a button labelled `buttonLabel` that activates `action` ("win.…" or "app.…").
    public static func showToast(_ overlay: Widget, title: String, buttonLabel: String? = nil, action: String? = nil,
                                 seconds: Int = 4) {
        let toast = adw_toast_new(title)
        adw_toast_set_timeout(toast, UInt32(seconds))
        if let buttonLabel, let action {
            adw_toast_set_button_label(toast, buttonLabel)
            adw_toast_set_action_name(toast, action)
        }
        // The overlay takes its own reference; ours goes with the call.
        adw_toast_overlay_add_toast(pinmap_adw_toast_overlay(overlay.gobjectPointer), toast)
    }
}

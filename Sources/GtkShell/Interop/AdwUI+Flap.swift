import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// An AdwFlap with `flap` at the start and `content` beside or under it; folding is decided by the caller.
    public static func flap(_ flap: Widget, content: Widget) -> Widget {
        let w = AppUI.wrap(adw_flap_new())
        let f = pinmap_adw_flap(w.gobjectPointer)
        adw_flap_set_flap(f, flap.raw)
        adw_flap_set_content(f, content.raw)
        adw_flap_set_separator(f, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        adw_flap_set_fold_policy(f, ADW_FLAP_FOLD_POLICY_NEVER)
        // Folded, the panel slides over the map and the map keeps the window's width.
        adw_flap_set_transition_type(f, ADW_FLAP_TRANSITION_TYPE_OVER)
        adw_flap_set_locked(f, 1)
        return w
    }

    /// Folded: the flap floats over the content when revealed; unfolded: it sits beside it.
    public static func setFolded(_ flap: Widget, _ folded: Bool) {
        adw_flap_set_fold_policy(pinmap_adw_flap(flap.gobjectPointer), folded ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER)
    }

    public static func isFolded(_ flap: Widget) -> Bool { adw_flap_get_folded(pinmap_adw_flap(flap.gobjectPointer)) != 0 }

    public static func setRevealed(_ flap: Widget, _ on: Bool) { adw_flap_set_reveal_flap(pinmap_adw_flap(flap.gobjectPointer), on ? 1 : 0) }

    public static func isRevealed(_ flap: Widget) -> Bool { adw_flap_get_reveal_flap(pinmap_adw_flap(flap.gobjectPointer)) != 0 }

    /// The window's current width in points (its default width follows resizes in GTK 4).
    public static func windowWidth(_ window: Widget) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(pinmap_gtk_window(window.gobjectPointer), &width, &height)
        return Int(width)
    }
}


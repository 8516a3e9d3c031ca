import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// An AdwWindow (libadwaita 1.2 has no AdwDialog) titled `title`, holding `content` under its own header bar.
    public static func dialogWindow(title: String, content: Widget, width: Int, height: Int) -> Widget {
        let w = AppUI.wrap(adw_window_new())
        gtk_window_set_title(pinmap_gtk_window(w.gobjectPointer), title)
        gtk_window_set_default_size(pinmap_gtk_window(w.gobjectPointer), Int32(width), Int32(height))
        let box = AppUI.box(.vertical)
        AppUI.append(box, headerBar())
        AppUI.append(box, content)
        adw_window_set_content(w.cast(to: AdwWindow.self), box.raw)
        return w
    }

    /// A row titled `title` with `subtitle` under it and `suffix` at its end (not activating it).
    public static func actionRow(title: String, subtitle: String, suffix: Widget?) -> Widget {
        let r = AppUI.wrap(adw_action_row_new())
        adw_preferences_row_set_title(pinmap_adw_preferences_row(r.gobjectPointer), title)
        adw_action_row_set_subtitle(pinmap_adw_action_row(r.gobjectPointer), subtitle)
        if let suffix { adw_action_row_add_suffix(pinmap_adw_action_row(r.gobjectPointer), suffix.raw) }
        return r
    }

    public static func setRowSubtitle(_ row: Widget, _ subtitle: String) {
        adw_action_row_set_subtitle(pinmap_adw_action_row(row.gobjectPointer), subtitle)
    }

    /// A bare AdwPreferencesGroup (not on a page) to put in a box.
    public static func group(title: String, description: String? = nil) -> Widget {
        let g = AppUI.wrap(adw_preferences_group_new())
        adw_preferences_group_set_title(pinmap_adw_preferences_group(g.gobjectPointer), title)
        if let description { adw_preferences_group_set_description(pinmap_adw_preferences_group(g.gobjectPointer), description) }
        return g
    }
}

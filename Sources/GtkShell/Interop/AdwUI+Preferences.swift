import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// An AdwPreferencesWindow with one page; groups go in with `addGroup`.
    public static func preferencesWindow(title: String) -> (window: Widget, page: Widget) {
        let w = AppUI.wrap(adw_preferences_window_new())
        gtk_window_set_title(pinmap_gtk_window(w.gobjectPointer), title)
        gtk_window_set_default_size(pinmap_gtk_window(w.gobjectPointer), 480, 560)
        let page = AppUI.wrap(adw_preferences_page_new())
        adw_preferences_window_add(pinmap_adw_preferences_window(w.gobjectPointer), pinmap_adw_preferences_page(page.gobjectPointer))
        return (w, page)
    }

    /// A titled group of rows on `page`.
    public static func addGroup(to page: Widget, title: String, description: String? = nil) -> Widget {
        let g = AppUI.wrap(adw_preferences_group_new())
        let group = pinmap_adw_preferences_group(g.gobjectPointer)
        adw_preferences_group_set_title(group, title)
        if let description { adw_preferences_group_set_description(group, description) }
        adw_preferences_page_add(pinmap_adw_preferences_page(page.gobjectPointer), group)
        return g
    }

    public static func addRow(_ row: Widget, to group: Widget) {
        adw_preferences_group_add(pinmap_adw_preferences_group(group.gobjectPointer), row.raw)
    }

    public static func removeRow(_ row: Widget, from group: Widget) {
        adw_preferences_group_remove(pinmap_adw_preferences_group(group.gobjectPointer), row.raw)
    }

    /// A row titled `title` whose click toggles `suffix` (a check button).
    public static func actionRow(title: String, suffix: Widget) -> Widget {
        let r = AppUI.wrap(adw_action_row_new())
        adw_preferences_row_set_title(pinmap_adw_preferences_row(r.gobjectPointer), title)
        adw_action_row_add_suffix(pinmap_adw_action_row(r.gobjectPointer), suffix.raw)
        adw_action_row_set_activatable_widget(pinmap_adw_action_row(r.gobjectPointer), suffix.raw)
        return r
    }

    /// A text entry row titled `title` with an apply button ("apply" fires when it is pressed or Enter is).
    public static func entryRow(title: String) -> Widget {
        let r = AppUI.wrap(adw_entry_row_new())
        adw_preferences_row_set_title(pinmap_adw_preferences_row(r.gobjectPointer), title)
        adw_entry_row_set_show_apply_button(pinmap_adw_entry_row(r.gobjectPointer), 1)
        return r
    }

    /// A drop-down row choosing one of `items`, with an optional line under its title.
    public static func comboRow(title: String, subtitle: String? = nil, items: [String]) -> Widget {
        let r = AppUI.wrap(adw_combo_row_new())
        adw_preferences_row_set_title(pinmap_adw_preferences_row(r.gobjectPointer), title)
        if let subtitle { adw_action_row_set_subtitle(pinmap_adw_action_row(r.gobjectPointer), subtitle) }
        var list: OpaquePointer?
        withStringArray(items) { list = gtk_string_list_new($0) }
        adw_combo_row_set_model(pinmap_adw_combo_row(r.gobjectPointer), list)
        g_object_unref(UnsafeMutableRawPointer(list))
        return r
    }

    public static func comboSelection(_ row: Widget) -> Int { Int(adw_combo_row_get_selected(pinmap_adw_combo_row(row.gobjectPointer))) }

    public static func setComboSelection(_ row: Widget, _ index: Int) {
        adw_combo_row_set_selected(pinmap_adw_combo_row(row.gobjectPointer), UInt32(index))
    }
}

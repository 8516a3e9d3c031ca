import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkHeaderBar set as the window's title bar.
    public static func headerBar(for window: Widget) -> Widget {
        let bar = wrap(gtk_header_bar_new())
        gtk_window_set_titlebar(pinmap_gtk_window(window.gobjectPointer), bar.raw)
        return bar
    }

    public static func packStart(_ bar: Widget, _ child: Widget) { gtk_header_bar_pack_start(bar.opaque, child.raw) }

    public static func packEnd(_ bar: Widget, _ child: Widget) { gtk_header_bar_pack_end(bar.opaque, child.raw) }

    /// A GtkMenuButton with an icon and a menu of (label, detailed action) sections.
    /// With `submenu`, its label and items go after the first item of the first section (Open…, then Open Recent).
    public static func menuButton(iconName: String, sections: [[(label: String, action: String)]],
                                  submenu: (label: String, menu: PathMenu)? = nil) -> Widget {
        let button = wrap(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, iconName)
        let menu = g_menu_new()
        for (index, section) in sections.enumerated() {
            let part = g_menu_new()
            for (position, item) in section.enumerated() {
                g_menu_append(part, item.label, item.action)
                if index == 0, position == 0, let submenu {
                    g_menu_append_submenu(part, submenu.label, UnsafeMutablePointer<GMenuModel>(submenu.menu.menu))
                }
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        gtk_menu_button_set_menu_model(button.opaque, UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        return button
    }

    /// Adds a "win."-scoped action to a GtkApplicationWindow.
    public static func addWindowAction(_ window: Widget, _ action: SimpleAction) {
        g_action_map_add_action(pinmap_g_action_map(window.gobjectPointer), pinmap_g_action(action.gobjectPointer))
    }
}

@MainActor
extension AppUI {
    /// Opens a GtkMenuButton's menu (as a click would).
    public static func popUpMenu(_ menuButton: Widget) { gtk_menu_button_popup(menuButton.opaque) }

    /// A GtkMenuButton's popover (its menu), once it has one.
    public static func popover(ofMenuButton menuButton: Widget) -> Widget? {
        gtk_menu_button_get_popover(menuButton.opaque).map { Widget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }
}

@MainActor
extension AppUI {
    /// A GtkMenuButton showing the icon `iconName` that opens a popover holding `child`.
    public static func menuButton(iconName: String, popoverChild child: Widget) -> (button: Widget, popover: Widget) {
        let button = wrap(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, iconName)
        let popover = wrap(gtk_popover_new())
        gtk_popover_set_child(popover.cast(to: GtkPopover.self), child.raw)
        gtk_menu_button_set_popover(button.opaque, popover.raw)
        return (button, popover)
    }
}

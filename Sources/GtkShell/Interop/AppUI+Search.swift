import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkSearchEntry with placeholder text (GTK 4.8 has no setter: the property is set by name).
    public static func searchEntry(placeholder: String) -> Widget {
        let entry = wrap(gtk_search_entry_new())
        pinmap_object_set_string(entry.gobjectPointer, "placeholder-text", placeholder)
        return entry
    }

    /// The text of any GtkEditable (entries, search entries).
    public static func editableText(_ editable: Widget) -> String {
        guard let text = gtk_editable_get_text(editable.opaque) else { return "" }
        return String(cString: text)
    }

    public static func setEditableText(_ editable: Widget, _ text: String) { gtk_editable_set_text(editable.opaque, text) }

    /// Puts `widget` in the middle of the header bar (where the title would be).
    public static func setTitleWidget(_ bar: Widget, _ widget: Widget) { gtk_header_bar_set_title_widget(bar.opaque, widget.raw) }

    /// A popover that neither hides on outside clicks nor takes the keyboard, so typing goes on in its parent.
    public static func passivePopover(parent: Widget) -> Widget {
        let p = popover(parent: parent)
        gtk_popover_set_autohide(p.cast(to: GtkPopover.self), 0)
        gtk_popover_set_has_arrow(p.cast(to: GtkPopover.self), 0)
        gtk_popover_set_position(p.cast(to: GtkPopover.self), GTK_POS_BOTTOM)
        return p
    }

    /// A list box whose one selected row follows Up/Down typed elsewhere (the search entry keeps the keyboard).
    public static func selectableListBox() -> Widget {
        let list = listBox()
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_SINGLE)
        return list
    }

    /// Appends `child` in a new activatable row that takes no focus, so a click on it leaves the keyboard where it is.
    public static func appendUnfocusableRow(_ list: Widget, _ child: Widget) {
        let row = listRow(child, activatable: true)
        row.setFocusable(false)
        appendRow(list, row)
    }

    public static func removeAllRows(_ list: Widget) {
        while let child = gtk_widget_get_first_child(list.raw) { gtk_list_box_remove(list.opaque, child) }
    }

    /// Selects row `index`, or none for nil or an index past the end.
    public static func selectRow(_ list: Widget, _ index: Int?) {
        guard let index, let row = gtk_list_box_get_row_at_index(list.opaque, Int32(index)) else {
            gtk_list_box_unselect_all(list.opaque)
            return
        }
        gtk_list_box_select_row(list.opaque, row)
    }

    public static func selectedRowIndex(_ list: Widget) -> Int? {
        guard let row = gtk_list_box_get_selected_row(list.opaque) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }

    /// The widget of row `index` (for its bounds in the debug dump).
    public static func row(_ list: Widget, _ index: Int) -> Widget? {
        guard let row = gtk_list_box_get_row_at_index(list.opaque, Int32(index)) else { return nil }
        return Widget(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
    }
}

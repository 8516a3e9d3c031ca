import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkListBox whose rows take focus with Tab and the arrow keys and activate with Enter or one click;
    /// nothing stays selected (a row is an action, not a choice).
    public static func listBox() -> Widget {
        let list = wrap(gtk_list_box_new())
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(list.opaque, 1)
        return list
    }

    /// A row holding `child`; an inactive row (a note such as "and 12 more") can still be focused and read.
    public static func listRow(_ child: Widget, activatable: Bool) -> Widget {
        let row = wrap(gtk_list_box_row_new())
        gtk_list_box_row_set_child(row.cast(to: GtkListBoxRow.self), child.raw)
        gtk_list_box_row_set_activatable(row.cast(to: GtkListBoxRow.self), activatable ? 1 : 0)
        return row
    }

    public static func appendRow(_ list: Widget, _ row: Widget) { gtk_list_box_append(list.opaque, row.raw) }

    /// Puts `row` at `index` (rows after it move down).
    public static func insertRow(_ list: Widget, _ row: Widget, at index: Int) { gtk_list_box_insert(list.opaque, row.raw, Int32(index)) }

    /// What the list shows while no row is visible.
    public static func setPlaceholder(_ list: Widget, _ placeholder: Widget) { gtk_list_box_set_placeholder(list.opaque, placeholder.raw) }

    /// A row's position in its list (-1 outside one).
    public static func rowIndex(_ row: Widget) -> Int { Int(gtk_list_box_row_get_index(row.cast(to: GtkListBoxRow.self))) }

    /// Calls `handler` with the index of a row activated by Enter, Space or a click.
    public static func onRowActivated(_ list: Widget, _ handler: @escaping @MainActor (Int) -> Void) {
        Signal.connect(list, "row-activated", widget: { row in
            guard let row else { return }
            handler(rowIndex(row))
        })
    }
}

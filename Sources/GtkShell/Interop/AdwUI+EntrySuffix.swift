import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// Puts `widget` (a button) at the end of an entry row, after its text.
    public static func addEntryRowSuffix(_ widget: Widget, to row: Widget) {
        adw_entry_row_add_suffix(pinmap_adw_entry_row(row.gobjectPointer), widget.raw)
    }
}

import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A grid whose columns line up across rows (labels beside values).
    public static func grid(rowSpacing: Int, columnSpacing: Int) -> Widget {
        let g = wrap(gtk_grid_new())
        gtk_grid_set_row_spacing(g.cast(to: GtkGrid.self), UInt32(rowSpacing))
        gtk_grid_set_column_spacing(g.cast(to: GtkGrid.self), UInt32(columnSpacing))
        return g
    }

    /// Puts `child` at (`column`, `row`), one cell wide and tall.
    public static func attach(_ grid: Widget, _ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(grid.cast(to: GtkGrid.self), child.raw, Int32(column), Int32(row), 1, 1)
    }
}

@MainActor
extension AppUI {
    /// Keeps a widget at the top of a taller cell (a row label beside a multi-line value).
    public static func alignTop(_ widget: Widget) { widget.setAlign(vertical: GTK_ALIGN_START) }

    /// Keeps a widget at its natural width on the leading side (a button that should not stretch).
    public static func alignLeading(_ widget: Widget) { widget.setAlign(horizontal: GTK_ALIGN_START) }
}


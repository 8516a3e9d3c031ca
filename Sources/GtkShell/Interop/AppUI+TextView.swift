import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A read-only text view that wraps anywhere (even inside one unbreakable word), for very long values.
    /// GtkTextView lays out lazily, so 100,000 characters stay responsive where a label would not.
    public static func readOnlyText(_ text: String) -> Widget {
        let view = wrap(gtk_text_view_new())
        gtk_text_view_set_editable(view.cast(to: GtkTextView.self), 0)
        gtk_text_view_set_cursor_visible(view.cast(to: GtkTextView.self), 0)
        gtk_text_view_set_wrap_mode(view.cast(to: GtkTextView.self), GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.cast(to: GtkTextView.self)), text, -1)
        return view
    }

    /// A scroller of fixed height around `child` (both scrollbars as needed would let one long line run off).
    public static func scrolled(_ child: Widget, height: Int) -> Widget {
        let s = scrolled(child)
        gtk_scrolled_window_set_min_content_height(s.opaque, Int32(height))
        gtk_scrolled_window_set_max_content_height(s.opaque, Int32(height))
        return s
    }

    /// Shows at most `lines` lines, ellipsizing the last (with wrapping on).
    public static func setLines(_ label: Widget, _ lines: Int) { gtk_label_set_lines(label.opaque, Int32(lines)) }
}

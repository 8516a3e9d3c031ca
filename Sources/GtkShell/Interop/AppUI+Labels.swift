import CGtk
import GtkInterop

@MainActor
extension AppUI {
    public static func label(_ text: String) -> Widget { wrap(gtk_label_new(text)) }

    public static func setLabel(_ label: Widget, _ text: String) { gtk_label_set_text(label.opaque, text) }

    /// Pango markup; callers escape user text with `escapeMarkup`.
    public static func setMarkup(_ label: Widget, _ markup: String) { gtk_label_set_markup(label.opaque, markup) }

    public static func escapeMarkup(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Left-aligned, wrapping, selectable as asked. `widthChars` sets the narrowest width: without it GTK
    /// measures a wrapping label at width zero, one break opportunity per line, which is slow for long text.
    public static func configureLabel(_ label: Widget, xalign: Double = 0, wrap: Bool = false, selectable: Bool = false,
                                      maxWidthChars: Int? = nil, widthChars: Int? = nil) {
        gtk_label_set_xalign(label.opaque, Float(xalign))
        gtk_label_set_wrap(label.opaque, wrap ? 1 : 0)
        if wrap { gtk_label_set_wrap_mode(label.opaque, PANGO_WRAP_WORD_CHAR) }
        gtk_label_set_selectable(label.opaque, selectable ? 1 : 0)
        if let maxWidthChars { gtk_label_set_max_width_chars(label.opaque, Int32(maxWidthChars)) }
        if let widthChars { gtk_label_set_width_chars(label.opaque, Int32(widthChars)) }
    }

    public static func setEllipsizeEnd(_ label: Widget) { gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END) }

    /// Lets a label's mnemonic focus another widget, and names it for screen readers.
    public static func setMnemonicWidget(_ label: Widget, _ target: Widget) { gtk_label_set_mnemonic_widget(label.opaque, target.raw) }
}

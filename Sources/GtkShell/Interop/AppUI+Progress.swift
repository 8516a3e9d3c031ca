import CGtk
import GtkInterop

@MainActor
extension AppUI {
    /// A GtkProgressBar showing its text (e.g. "120 of 400 tiles · 2.1 MB").
    public static func progressBar() -> Widget {
        let bar = wrap(gtk_progress_bar_new())
        gtk_progress_bar_set_show_text(bar.opaque, 1)
        return bar
    }

    public static func setProgress(_ bar: Widget, fraction: Double, text: String) {
        gtk_progress_bar_set_fraction(bar.opaque, min(1, max(0, fraction)))
        gtk_progress_bar_set_text(bar.opaque, text)
    }

    public static func progressFraction(_ bar: Widget) -> Double { gtk_progress_bar_get_fraction(bar.opaque) }

    /// A whole-number GtkSpinButton over `range`, showing `value`.
    public static func spinButton(range: ClosedRange<Int>, value: Int) -> Widget {
        let spin = wrap(gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        gtk_spin_button_set_value(spin.opaque, Double(value))
        return spin
    }

    public static func spinValue(_ spin: Widget) -> Int { Int(gtk_spin_button_get_value_as_int(spin.opaque)) }

    public static func setSpinValue(_ spin: Widget, _ value: Int) {
        gtk_spin_button_set_value(spin.opaque, Double(value))
    }

    public static func setSpinRange(_ spin: Widget, _ range: ClosedRange<Int>) {
        gtk_spin_button_set_range(spin.opaque, Double(range.lowerBound), Double(range.upperBound))
    }

    /// Calls `handler` whenever the spin button's value changes (typed or stepped).
    public static func onSpinChanged(_ spin: Widget, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(spin, "value-changed") { handler() }
    }

    /// Puts `widget` at the end of its row (a dialog's buttons).
    public static func alignEnd(_ widget: Widget) { gtk_widget_set_halign(widget.raw, GTK_ALIGN_END) }

    public static func isSensitive(_ widget: Widget) -> Bool { gtk_widget_get_sensitive(widget.raw) != 0 }
}

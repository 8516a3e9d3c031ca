import GtkInterop
/// A one-line message sliding down above the map, with a Dismiss button (GTK 4.8 has no toast).
@MainActor
final class Banner {
    let widget: Widget
    private let label: Widget
    var onDismiss: (@MainActor () -> Void)?

    init() {
        let row = AppUI.box(.horizontal, spacing: 12)
        row.addCSSClass("pinmap-banner")
        label = AppUI.label("")
        AppUI.configureLabel(label, wrap: true)
        label.setHExpand(true)
        label.setName("banner-text")
        let dismiss = AppUI.button(mnemonic: "_Dismiss")
        AppUI.append(row, label)
        AppUI.append(row, dismiss)
        widget = AppUI.revealer(row)
        AppUI.onClicked(dismiss) { [weak self] in self?.onDismiss?() }
    }

    /// Shows `message`, or hides the banner when nil.
    func show(_ message: String?) {
        if let message { AppUI.setLabel(label, message) }
        AppUI.setRevealed(widget, message != nil)
    }
}

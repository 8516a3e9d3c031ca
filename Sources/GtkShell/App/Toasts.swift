import AppCore
import GtkInterop

/// Short-lived notes over the map (AdwToast): a copy, a link copied because nothing opened it, skipped places,
/// a category the app ticked by itself. Lasting problems stay in the banner.
@MainActor
final class Toasts {
    let overlay: Widget
    /// Called with every toast's title (the debug dump reports them).
    var onShow: (@MainActor (String) -> Void)?

    init(around child: Widget) {
        overlay = AdwUI.toastOverlay(child)
        overlay.setVExpand(true)
    }

    func show(_ title: String, button: String? = nil, action: String? = nil) {
        AdwUI.showToast(overlay, title: title, buttonLabel: button, action: action)
        onShow?(title)
    }

    /// A toast for `banner` when the store's message is one that needs no lasting banner; nil keeps the banner.
    nonisolated static func toast(forBanner banner: String) -> String? {
        if banner.hasPrefix("No application could open the link") { return tr("No app could open the link — copied instead") }
        // Search ticked a hidden category again so its place can show.
        if banner.contains("was hidden; it is shown again") { return banner }
        return nil
    }

    /// "12 places skipped": the title of the data-problem toast, or nil when nothing was skipped.
    nonisolated static func skippedTitle(count: Int) -> String? {
        count <= 0 ? nil : count == 1 ? tr("1 place skipped") : String(format: tr("%d places skipped"), count)
    }
}

/// The system clipboard, announcing each copy with a toast.
@MainActor
final class ToastingClipboard: ClipboardWriting {
    private let inner: any ClipboardWriting
    /// Set once the window's toast overlay exists (after the store, which takes this clipboard in its init).
    var toasts: Toasts?

    init(_ inner: any ClipboardWriting, toasts: Toasts? = nil) {
        self.inner = inner
        self.toasts = toasts
    }

    func copy(text: String) {
        inner.copy(text: text)
        // Links are URLs (https:, geo:); "Copy coordinates" gives bare numbers.
        toasts?.show(text.contains(":") ? tr("Link copied") : tr("Coordinates copied"))
    }
}

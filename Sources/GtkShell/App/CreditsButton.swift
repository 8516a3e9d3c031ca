import AppCore
import CGtk
import GtkInterop

/// The map's credits when they do not fit its bottom edge: an "ⓘ" button in the corner (as libshumate's licence
/// and GNOME Maps do) whose popover shows them whole. Hidden while the map draws the credits itself.
@MainActor
final class CreditsButton {
    let button: Widget
    /// Where the credits show whole.
    let popover: Widget
    private let text: Widget

    init() {
        text = AppUI.label("")
        AppUI.configureLabel(text, wrap: true, selectable: true, maxWidthChars: 40, widthChars: 16)
        text.setName("credits-text")
        text.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        // The theme's "ⓘ" (a symbolic icon, in the theme's colours; the ⓘ character is missing from many fonts).
        let made = AppUI.menuButton(iconName: "help-about-symbolic", popoverChild: text)
        button = made.button
        popover = made.popover
        button.addCSSClass("osd")
        button.addCSSClass("circular")
        button.addCSSClass(ZoomControls.opaqueClass)
        button.setAlign(horizontal: GTK_ALIGN_END, vertical: GTK_ALIGN_END)
        button.setMargins(top: 0, bottom: 4, start: 0, end: 4)
        button.setName("credits-button")
        button.setTooltip(tr("Map credits"))
        AppUI.setAccessibleLabel(button, tr("Map credits"))
        button.setVisible(false)
    }

    /// `credits`: the whole credits the map left out; nil when it draws them itself.
    func show(_ credits: String?) {
        AppUI.setLabel(text, credits ?? "")
        button.setVisible(credits != nil)
    }
}

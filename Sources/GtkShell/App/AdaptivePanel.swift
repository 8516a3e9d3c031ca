import AppCore
import GtkInterop

/// The side panel in an AdwFlap: beside the map in wide windows, folded over it below `foldWidth`.
/// The store keeps the panel's visibility for wide windows; folded, the toggle only slides the panel in and out,
/// so a narrow window never saves "hidden".
@MainActor
final class AdaptivePanel {
    /// Narrower windows fold the panel over the map (the map then keeps the window's whole width).
    static let foldWidth = 700

    let widget: Widget
    let toggle: Widget
    private let store: MapStore
    private let window: Widget
    private var isSyncing = false

    init(store: MapStore, window: Widget, panel: Widget, content: Widget) {
        self.store = store
        self.window = window
        panel.setSizeRequest(width: store.panelWidth, height: -1)
        panel.addCSSClass("background")
        let holder = AppUI.fixedWidth(panel, width: store.panelWidth)
        // The panel's rows expand; the flap would share the window's width with them: only the map grows.
        holder.setHExpand(false)
        widget = AdwUI.flap(holder, content: content)
        widget.setVExpand(true)
        toggle = AppUI.toggleButton(iconName: "sidebar-show-symbolic")
        toggle.setTooltip(tr("Show or hide the side panel (F9)"))
        AppUI.setAccessibleLabel(toggle, tr("Side panel"))
        AdwUI.setRevealed(widget, store.panelVisible)
        AppUI.onClicked(toggle) { [weak self] in
            guard let self, !self.isSyncing else { return }
            self.setRevealed(AppUI.isToggleActive(self.toggle))
        }
        // A click on the map beside a folded panel, or a swipe, closes it: keep the button in step.
        Signal.connectNotify(widget, property: "reveal-flap") { [weak self] in self?.revealChanged() }
        Signal.connectNotify(window, property: "default-width") { [weak self] in self?.fitWidth() }
        fitWidth()
        sync()
    }

    var isFolded: Bool { AdwUI.isFolded(widget) }

    /// Toggles the panel (F9, the header-bar button).
    func toggleRevealed() { setRevealed(!AdwUI.isRevealed(widget)) }

    private func setRevealed(_ on: Bool) {
        if isFolded {
            AdwUI.setRevealed(widget, on)
            sync()
        } else {
            store.setPanel(visible: on)
        }
    }

    /// The store's panel state changed: show it unless folded (folded, it opens only on request).
    func render() {
        if !isFolded { AdwUI.setRevealed(widget, store.panelVisible) }
        sync()
    }

    private func revealChanged() {
        if !isFolded, AdwUI.isRevealed(widget) != store.panelVisible { store.setPanel(visible: AdwUI.isRevealed(widget)) }
        sync()
    }

    /// Folds below `foldWidth`; unfolding brings back the panel as the store has it.
    private func fitWidth() {
        let width = AdwUI.windowWidth(window)
        let fold = width > 0 && width < Self.foldWidth
        guard fold != isFolded else { return }
        AdwUI.setFolded(widget, fold)
        AdwUI.setRevealed(widget, fold ? false : store.panelVisible)
        sync()
    }

    private func sync() {
        isSyncing = true
        AppUI.setToggleActive(toggle, AdwUI.isRevealed(widget))
        isSyncing = false
    }
}

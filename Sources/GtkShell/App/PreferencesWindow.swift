import AppCore
import DeepLinks

/// Preferences: which "Open in…" targets the popover offers. Saved with the settings.
@MainActor
final class PreferencesWindow {
    private let store: MapStore
    private let window: Widget
    private let list: Widget
    private var checks: [(target: LinkTarget, check: Widget)] = []

    init(store: MapStore) {
        self.store = store
        window = AppUI.window(title: "Preferences", width: 380, height: 420)
        let column = AppUI.box(.vertical, spacing: 8)
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let heading = AppUI.label("Open places in")
        AppUI.configureLabel(heading)
        heading.addCSSClass("heading")
        let note = AppUI.label("When only one is enabled, the place popover opens it directly.")
        AppUI.configureLabel(note, wrap: true)
        note.addCSSClass("dim-label")
        list = AppUI.box(.vertical, spacing: 4)
        AppUI.append(column, heading)
        AppUI.append(column, note)
        AppUI.append(column, list)
        Window.setChild(window, AppUI.scrolled(column))
        // Closing only hides it, so it can be shown again.
        Signal.connect(window, "close-request", returning: { [weak self] in
            self?.window.setVisible(false)
            return true
        })
        // Escape closes it, as in other GNOME preference windows.
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in
            guard press.keyval == KeySym.escape else { return false }
            self?.window.setVisible(false)
            return true
        })
        window.add(keys)
        render()
    }

    func present(over parent: Widget) {
        render()
        AppUI.presentTransient(window, parent: parent)
    }

    /// Rebuilds the list when the catalogue changed, else only syncs the ticks.
    func render() {
        let catalogue = store.linkCatalogue
        if catalogue.map(\.id) != checks.map(\.target.id) {
            AppUI.removeAllChildren(list)
            checks = catalogue.map { target in
                let check = AppUI.checkButton(label: target.displayName)
                check.setName("pref-" + target.id)
                AppUI.onToggled(check) { [weak self] in
                    guard let self else { return }
                    let on = AppUI.isActive(check)
                    if on != self.store.linkPreferences.isEnabled(target) { self.store.setLinkTarget(target, enabled: on) }
                }
                AppUI.append(list, check)
                return (target, check)
            }
        }
        for (target, check) in checks { AppUI.setActive(check, store.linkPreferences.isEnabled(target)) }
    }
}

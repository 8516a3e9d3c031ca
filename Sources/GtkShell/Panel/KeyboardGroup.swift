import AppCore
import GtkInterop

/// Controls that are one Tab stop together (a roving focus, as radio groups are on the web and in GNOME): Tab
/// enters at the one last used, the arrows move between them, Home and End jump to the first and last, and Space
/// toggles as always. The box is announced with the group's name and size ("Categories, 12 items").
@MainActor
final class KeyboardGroup {
    /// Holds the items the caller appends; announced as the group.
    let box: Widget
    private(set) var items: [Widget] = []
    /// The item Tab lands on.
    private(set) var current = 0
    private let name: String
    private var controllers: [EventController] = []
    /// Called with the item the arrows moved to (a radio group selects it, as radios do).
    var onMove: (@MainActor (Widget) -> Void)?

    init(name: String, role: AccessibleRole = .group) {
        self.name = name
        box = AppUI.box(.vertical, spacing: 6)
        AppUI.setAccessibleRole(box, role)
        announceSize()
    }

    /// Adds `item` to the group (the caller places it, in the box or below it).
    func add(_ item: Widget) {
        let index = items.count
        items.append(item)
        item.setCanFocus(index == current)
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press, at: index) ?? false })
        item.add(keys)
        // A click or a mnemonic moves the group's Tab stop too.
        let focus = EventController.focus()
        Signal.connect(focus, "enter") { [weak self] in self?.makeCurrent(index) }
        item.add(focus)
        controllers += [keys, focus]
        announceSize()
    }

    /// Drops the items after the first `count` (rows made again: the caller removes their widgets).
    func keepFirst(_ count: Int) {
        guard count < items.count else { return }
        items.removeLast(items.count - count)
        controllers.removeLast(controllers.count - 2 * count)
        if current >= count { makeCurrent(max(0, count - 1)) }
        announceSize()
    }

    /// Moves the keyboard to item `index` (clamped), which becomes the group's Tab stop.
    func focus(_ index: Int) {
        move(to: index)
    }

    private func move(to index: Int) {
        guard !items.isEmpty else { return }
        let i = min(max(0, index), items.count - 1)
        // Focusable before it takes the focus; the others stop being Tab stops after.
        items[i].setCanFocus(true)
        items[i].grabFocus()
        makeCurrent(i)
    }

    /// Makes item `index` the group's Tab stop without moving the keyboard (a radio group's stop must be its
    /// chosen radio: GTK lets Tab into a radio group only there).
    func makeCurrent(_ index: Int) {
        current = index
        for (i, item) in items.enumerated() { item.setCanFocus(i == index) }
    }

    /// Handles the group's keys on item `index` (internal for tests, which cannot type into a window).
    func keyPressed(_ press: KeyPress, at index: Int) -> Bool {
        guard !press.hasControl, !press.hasAlt else { return false }
        switch press.keyval {
        case KeySym.down, KeySym.right, KeySym.keypadDown, KeySym.keypadRight: move(to: index + 1)
        case KeySym.up, KeySym.left, KeySym.keypadUp, KeySym.keypadLeft: move(to: index - 1)
        case KeySym.home, KeySym.keypadHome: move(to: 0)
        case KeySym.end, KeySym.keypadEnd: move(to: items.count - 1)
        default: return false
        }
        onMove?(items[current])
        return true
    }

    private func announceSize() {
        AppUI.setAccessibleLabel(box, String(format: tr("%@, %d items"), name, items.count))
    }

    /// What the group is announced as (tests).
    var accessibleName: String { String(format: tr("%@, %d items"), name, items.count) }
}

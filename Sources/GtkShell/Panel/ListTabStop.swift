import AppCore
import GtkInterop

/// Makes a list one Tab stop: GtkListBox's own Up/Down/Home/End/Page Up/Page Down move between its rows and
/// Enter opens one, while Tab and Shift+Tab from any row leave the list for the next or previous group
/// (GtkListBox alone walks Tab row by row, up to 200 stops before the map).
@MainActor
enum ListTabStop {
    /// Installs the Tab handling on `list` (a GtkListBox).
    static func install(on list: Widget) {
        let keys = EventController.key()
        // Before the rows and the window's own Tab binding see the key.
        keys.captureBeforeChildren()
        Signal.connect(keys, "key-pressed", key: { press in leave(list, press) })
        list.add(keys)
    }

    /// Moves the keyboard out of `list` for Tab or Shift+Tab; false for other keys.
    static func leave(_ list: Widget, _ press: KeyPress) -> Bool {
        guard !press.hasControl, !press.hasAlt, let window = list.root else { return false }
        let forward: Bool
        switch press.keyval {
        case KeySym.tab, KeySym.keypadTab: forward = !press.hasShift
        case KeySym.isoLeftTab: forward = false
        default: return false
        }
        // With the list closed to focus, GTK's own Tab search goes on past it, from the row that has the focus.
        list.setCanFocus(false)
        Window.moveFocus(window, forward: forward)
        list.setCanFocus(true)
        return true
    }
}

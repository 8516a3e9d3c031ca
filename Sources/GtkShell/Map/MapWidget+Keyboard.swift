import CGtk
import MapCore

extension MapWidget {
    /// Points an arrow key pans by.
    static let keyPanStep = 96.0

    func installKeyboard() {
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press) ?? false })
        widget.add(keys)
    }

    /// Handles map keys; anything with Control or Alt is left for the application's shortcuts.
    func keyPressed(_ press: KeyPress) -> Bool {
        guard !press.hasControl, !press.hasAlt else { return false }
        switch Int32(press.keyval) {
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add:
            zoom(by: 1, animated: true)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract, GDK_KEY_underscore:
            zoom(by: -1, animated: true)
        case GDK_KEY_Left, GDK_KEY_KP_Left: pan(PixelPoint(x: Self.keyPanStep, y: 0))
        case GDK_KEY_Right, GDK_KEY_KP_Right: pan(PixelPoint(x: -Self.keyPanStep, y: 0))
        case GDK_KEY_Up, GDK_KEY_KP_Up: pan(PixelPoint(x: 0, y: Self.keyPanStep))
        case GDK_KEY_Down, GDK_KEY_KP_Down: pan(PixelPoint(x: 0, y: -Self.keyPanStep))
        case GDK_KEY_Home, GDK_KEY_KP_Home: fitAllPlaces(animated: true)
        default: return false
        }
        return true
    }

    /// Moves the content by `delta` points (an arrow key shows what lies that way).
    private func pan(_ delta: PixelPoint) {
        stopMotion()
        var v = viewport
        v.pan(by: delta)
        apply(v)
    }
}

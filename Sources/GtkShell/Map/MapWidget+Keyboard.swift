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
        switch press.keyval {
        case KeySym.plus, KeySym.equal, KeySym.keypadAdd:
            zoom(by: 1, animated: true)
        case KeySym.minus, KeySym.keypadSubtract, KeySym.underscore:
            zoom(by: -1, animated: true)
        case KeySym.left, KeySym.keypadLeft: pan(PixelPoint(x: Self.keyPanStep, y: 0))
        case KeySym.right, KeySym.keypadRight: pan(PixelPoint(x: -Self.keyPanStep, y: 0))
        case KeySym.up, KeySym.keypadUp: pan(PixelPoint(x: 0, y: Self.keyPanStep))
        case KeySym.down, KeySym.keypadDown: pan(PixelPoint(x: 0, y: -Self.keyPanStep))
        case KeySym.home, KeySym.keypadHome: fitAllPlaces(animated: true)
        case KeySym.escape:
            // Escape removes a dropped marker; with none it is left for others.
            guard droppedMarker != nil else { return false }
            delegate?.mapViewDidCloseDroppedMarker(self)
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

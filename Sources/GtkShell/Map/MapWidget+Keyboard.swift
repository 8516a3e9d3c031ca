import GtkInterop
import MapCore

extension MapWidget {
    /// Points an arrow key pans by.
    static var keyPanStep: Double { MapKey.panStep }

    func installKeyboard() {
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press) ?? false })
        widget.add(keys)
    }

    /// Handles map keys (`MapKey`); anything with Control or Alt is left for the application's shortcuts.
    func keyPressed(_ press: KeyPress) -> Bool {
        // Escape removes a dropped marker; with none it is left for others.
        if press.keyval == KeySym.escape, !press.hasControl, !press.hasAlt {
            guard droppedMarker != nil else { return false }
            delegate?.mapViewDidCloseDroppedMarker(self)
            return true
        }
        if itemFocusKey(press) { return true }
        switch MapKey.command(for: press) {
        case .zoom(let levels): zoom(by: levels, animated: true)
        case .pan(let delta): pan(delta)
        case .fitAllPlaces: fitAllPlaces(animated: true)
        case nil: return false
        }
        return true
    }

    /// Moves the content by `delta` points (an arrow key shows what lies that way).
    private func pan(_ delta: PixelPoint) {
        stopMotion()
        var v = viewport
        v.pan(by: delta)
        apply(v)
        onUserPan?()
    }
}

import GtkInterop
import MapCore
import MapViewModel

extension MapWidget {
    /// Points an arrow key pans by.
    static var keyPanStep: Double { MapKey.panStep }

    func installKeyboard() {
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press) ?? false })
        widget.add(keys)
    }

    /// Handles map keys (`MapKey`, shared with libshumate's map), then the focused pin's (`itemFocusKey`).
    func keyPressed(_ press: KeyPress) -> Bool {
        switch press.mapCommand(hasDroppedMarker: droppedMarker != nil) {
        case .zoom(let levels): zoom(by: levels, animated: true)
        case .pan(let delta): pan(delta)
        case .fitAllPlaces: fitAllPlaces(animated: true)
        case .closeDroppedMarker: delegate?.mapViewDidCloseDroppedMarker(self)
        case nil: return itemFocusKey(press)
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

import CGtk
import Foundation
import GtkInterop
import MapCore
import MapViewModel

extension ShumateMapView {
    func installClick() {
        let click = EventController.click()
        // Capture phase: libshumate's own gestures below must not swallow the click; a drag cancels it anyway.
        // On the map area, not the root: the popover hangs off the root and its clicks must not reach here.
        click.setPropagationPhase(GTK_PHASE_CAPTURE)
        Signal.connect(click, "pressed", press: { [weak self] _, _, _ in self?.widget.grabFocus() })
        Signal.connect(click, "released", press: { [weak self] count, x, y in
            self?.clicked(count: count, at: PixelPoint(x: x, y: y))
        })
        tree.mapArea.add(click)
        installPanWatch()
    }

    /// Watches libshumate's own drags (it moves the map itself) only to tell the store that the person panned.
    private func installPanWatch() {
        let drag = EventController.drag()
        drag.setPropagationPhase(GTK_PHASE_CAPTURE)
        Signal.connect(drag, "drag-update", point: { [weak self] x, y in
            // Past a few points, as a click's jitter is not a pan.
            if hypot(x, y) > Self.panThreshold { self?.onUserPan?() }
        })
        tree.mapArea.add(drag)
    }

    /// Points a press must travel before it counts as a pan.
    static let panThreshold = 4.0

    /// The item whose marker widget is under `point` (real widgets: GTK picks them), or nil for empty map or an
    /// overlay. A marker GTK has not laid out yet (just added, or shown again as a selection ends) cannot be
    /// picked until the next frame: on the map, the markers' own boxes answer for it (topmost first).
    public func item(at point: PixelPoint) -> MapItem? {
        let picked = tree.pick(at: point)
        for key in picked.keys {
            if let id = itemIDsByKey[key] { return sync.shown[id] }
        }
        guard picked.onMap else { return nil }
        let vp = viewport
        if let selected = selectedMarker, let item = sync.shown["p:" + selected.placeID],
           selected.marker.contains(point, anchor: vp.screenPoint(for: item.coordinate)) { return item }
        for item in sync.order.reversed() {
            if let m = markers[item.id], m.contains(point, anchor: vp.screenPoint(for: item.coordinate)) { return item }
        }
        return nil
    }

    /// A click (not a drag) in widget coordinates; a double click is libshumate's zoom. `MapClick` decides what it
    /// means from the widgets GTK picks there.
    func clicked(count: Int, at point: PixelPoint) {
        carryOut(MapClick.decide(count: count, at: point, hits: self, viewport: viewport, style: style, doubleClickZooms: false))
    }

    func installKeyboard() {
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press) ?? false })
        widget.add(keys)
    }

    /// The Cairo map's keys (`MapKey`): arrows pan, +/- zoom, Home fits every place; Escape removes a dropped
    /// marker (with none it is left for others).
    func keyPressed(_ press: KeyPress) -> Bool {
        switch press.mapCommand(hasDroppedMarker: droppedMarker != nil) {
        case .zoom(let levels): zoom(by: levels)
        case .pan(let delta):
            pan(by: delta)
            onUserPan?()
        case .fitAllPlaces: fitAllPlaces(animated: true)
        case .closeDroppedMarker: delegate?.mapViewDidCloseDroppedMarker(self)
        case nil: return false
        }
        return true
    }
}

/// Hit tests against the widgets GTK laid out, in the map's points; the dropped marker's part is in
/// `ShumateMapView+DroppedMarker`.
extension ShumateMapView: ClickHitSource {
    /// Lines and areas lie under every marker, on the map only (not under an overlay).
    public func shape(at point: PixelPoint) -> PlaceShape? {
        tree.pick(at: point).onMap ? renderer.shapeUnder(point) : nil
    }
}

import GtkInterop
import MapCore
import MapViewModel

extension MapWidget {
    func installClick() {
        let click = clickController
        // Focus on press so the keyboard works after clicking the map.
        Signal.connect(click, "pressed", press: { [weak self] _, _, _ in self?.widget.grabFocus() })
        // Act on release, never on press: a press may start a drag, and a popover opened on press would swallow it.
        Signal.connect(click, "released", press: { [weak self] count, x, y in
            self?.clicked(count: count, at: PixelPoint(x: x, y: y))
        })
        widget.add(click)
    }

    /// A click (not a drag) at a point in widget coordinates; `count` is 2 for a double click.
    func clicked(count: Int, at point: PixelPoint) {
        guard !dragPan.isDragging else { return }
        // The dropped marker's × asks its owner to remove it; the rest of the marker only swallows the click.
        if renderer.hitsDroppedMarkerClose(point) {
            if count == 1 { delegate?.mapViewDidCloseDroppedMarker(self) }
            return
        }
        if renderer.droppedMarkerFrame?.contains(point) == true { return }
        // Hit-test what the last frame drew, which is what the user clicked on.
        let hit = renderer.hit(at: point)
        if count >= 2 {
            if case .place = hit?.item { return }
            startAnimation(.zoom(anchor: point, targetZoom: zoomTarget + 1))
            return
        }
        perform(ClickOutcome.decide(hit: hit?.item, shape: hit?.shape, at: point, viewport: viewport, style: style))
    }

    /// Carries out what a click (or Enter on the focused item) means.
    func perform(_ outcome: ClickOutcome) {
        switch outcome {
        case .selectPlace(let place, let anchor):
            // The owner decides and calls `select(placeID:)` back; the map never highlights on its own.
            delegate?.mapView(self, didSelectPlace: place, anchor: anchor)
        case .expandCluster(let cluster, let zoom, let anchor):
            startAnimation(.fly(center: cluster.center, zoom: zoom))
            delegate?.mapView(self, didSelectCluster: cluster, anchor: anchor)
        case .stackedCluster(let cluster, let anchor):
            delegate?.mapView(self, didSelectCluster: cluster, anchor: anchor)
        case .clearSelection:
            delegate?.mapViewDidClearSelection(self)
        case .selectShape(let shape, let anchor):
            // As for pins: the owner calls `select(shapeID:)` back to highlight it.
            delegate?.mapView(self, didSelectShape: shape, anchor: anchor)
        }
    }
}

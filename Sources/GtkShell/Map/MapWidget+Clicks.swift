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

    /// A click (not a drag) at a point in widget coordinates; `count` is 2 for a double click. `MapClick` decides
    /// what it means from what the last frame drew there, which is what the user clicked on.
    func clicked(count: Int, at point: PixelPoint) {
        guard !dragPan.isDragging else { return }
        let click = MapClick.decide(count: count, at: point, hits: self, viewport: viewport, style: style, doubleClickZooms: true)
        carryOut(click) { [weak self] anchor in
            guard let self else { return }
            self.startAnimation(.zoom(anchor: anchor, targetZoom: self.zoomTarget + 1))
        }
    }
}

/// Hit tests against the last frame drawn, in the widget's points.
extension MapWidget: ClickHitSource {
    public func droppedMarkerPart(at point: PixelPoint) -> DroppedMarkerPart? {
        if renderer.hitsDroppedMarkerClose(point) { return .close }
        return renderer.droppedMarkerFrame?.contains(point) == true ? .body : nil
    }

    public func item(at point: PixelPoint) -> MapItem? { renderer.hitTest(point) }

    public func shape(at point: PixelPoint) -> PlaceShape? { renderer.hit(at: point)?.shape }
}

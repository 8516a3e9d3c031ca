import MapCore

public extension MapView {
    /// Carries out a click's meaning; `zoomIn` zooms one level about a point (maps that zoom on a double click).
    func carryOut(_ click: MapClick, zoomIn: (PixelPoint) -> Void = { _ in }) {
        switch click {
        case .ignored: return
        case .closeDroppedMarker: delegate?.mapViewDidCloseDroppedMarker(self)
        case .zoomIn(let anchor): zoomIn(anchor)
        case .outcome(let outcome): carryOut(outcome)
        }
    }

    /// Sends a click's outcome to the owner; the map never highlights on its own (the owner calls `select…` back).
    /// A cluster that splits is flown to first, so the owner hears of it with the map on its way.
    func carryOut(_ outcome: ClickOutcome) {
        switch outcome {
        case .selectPlace(let place, let anchor):
            delegate?.mapView(self, didSelectPlace: place, anchor: anchor)
        case .expandCluster(let cluster, let zoom, let anchor):
            var target = viewport
            target.setZoom(zoom)
            target.setCenter(cluster.center)
            setViewport(target, animated: true)
            delegate?.mapView(self, didSelectCluster: cluster, anchor: anchor)
        case .stackedCluster(let cluster, let anchor):
            delegate?.mapView(self, didSelectCluster: cluster, anchor: anchor)
        case .clearSelection:
            delegate?.mapViewDidClearSelection(self)
        case .selectShape(let shape, let anchor):
            delegate?.mapView(self, didSelectShape: shape, anchor: anchor)
        }
    }
}

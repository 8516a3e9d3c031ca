import MapCore

extension MapStore {
    /// Drops the marker at `coordinate` with `label` (cleaned by `DroppedMarker.clean`; the coordinates when nil
    /// or empty), replacing any earlier one. A `geo:` link with a point in `q=` and typed coordinates land here.
    public func dropMarker(at coordinate: Coordinate, label: String? = nil) {
        let marker = DroppedMarker(coordinate: coordinate, label: label)
        guard marker != droppedMarker else { return }
        droppedMarker = marker
        mapView.show(droppedMarker: marker)
        publish(.droppedMarker)
    }

    /// Removes the dropped marker (Escape on the map, the × on its label).
    public func clearDroppedMarker() {
        guard droppedMarker != nil else { return }
        droppedMarker = nil
        mapView.show(droppedMarker: nil)
        publish(.droppedMarker)
    }
}

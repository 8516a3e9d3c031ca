import MapCore

extension MapStore: MapViewDelegate {
    public func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) {
        viewportChanged(viewport)
    }

    public func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) {
        selectPlace(place, anchor: anchor)
    }

    /// Places that share one coordinate open a list; any other cluster the map has already zoomed into.
    public func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) {
        guard let index else { return }
        let members = index.leaves(ofCluster: cluster.id, limit: Self.groupLimit, offset: 0)
        guard let first = members.first, members.allSatisfy({ $0.coordinate == first.coordinate }) else { return }
        selectGroup(members, anchor: anchor)
    }

    public func mapViewDidClearSelection(_ map: any MapView) {
        clearSelection()
    }

    /// Most places a same-spot list shows.
    static let groupLimit = 50
}

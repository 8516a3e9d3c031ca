import MapCore

extension MapStore: MapViewDelegate {
    public func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) {
        viewportChanged(viewport)
    }

    /// The store keeps no screen point: a place's popover points at the place.
    public func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) {
        selectPlace(place)
    }

    /// A cluster no zoom of the style can split opens the list of its places (the rule the map used,
    /// `ClusterExpansion`); any other cluster the map has already zoomed into.
    public func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) {
        guard let index, ClusterExpansion.cannotSplit(cluster, style: style) else {
            announceClusterZoom(cluster)
            return
        }
        let page = index.leaves(ofCluster: cluster.id, limit: Self.groupLimit, offset: 0)
        let paging = page.count < cluster.count ? GroupPaging(clusterID: cluster.id, total: cluster.count) : nil
        selectGroup(page, paging: paging)
        announceClusterList(cluster)
    }

    public func mapView(_ map: any MapView, didSelectShape shape: PlaceShape, anchor: PixelPoint) {
        // The map's own view, not the store's (a frame late while it moves), places the click on the map.
        selectShape(shape, at: map.viewport.coordinate(at: anchor))
    }

    public func mapViewDidClearSelection(_ map: any MapView) {
        clearSelection()
    }

    public func mapViewDidCloseDroppedMarker(_ map: any MapView) {
        clearDroppedMarker()
    }

    /// Only the camera changes (no publish: the map reports this from inside its own moves; the debug dump rechecks
    /// while busy).
    public func mapView(_ map: any MapView, didChangeMotion moving: Bool) {
        camera.viewMotion(moving)
    }

    /// Places a cluster's list shows at first, and adds on each "Show more".
    public static let groupLimit = 50
}

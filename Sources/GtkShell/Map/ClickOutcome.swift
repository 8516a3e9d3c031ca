import MapCore

/// What a click on the map means, decided from what was hit.
public enum ClickOutcome: Equatable {
    /// Select the place; `anchor` is its tip on screen.
    case selectPlace(Place, anchor: PixelPoint)
    /// Zoom to `zoom` centred on the cluster, then tell the delegate (`anchor`: where it will sit).
    case expandCluster(ClusterSummary, zoom: Double, anchor: PixelPoint)
    /// Members share one coordinate: no zoom can split it; tell the delegate only.
    case stackedCluster(ClusterSummary, anchor: PixelPoint)
    /// Empty map: clear the selection.
    case clearSelection

    public static func decide(hit: MapItem?, viewport: Viewport) -> ClickOutcome {
        switch hit {
        case nil:
            return .clearSelection
        case .place(let place):
            return .selectPlace(place, anchor: viewport.screenPoint(for: place.coordinate))
        case .cluster(let cluster):
            let here = viewport.screenPoint(for: cluster.center)
            let maxZoom = viewport.zoomRange.upperBound
            let oneSpot = cluster.bounds.longitudeSpan == 0 && cluster.bounds.latitudeSpan == 0
            guard cluster.expansionZoom <= maxZoom, !oneSpot else { return .stackedCluster(cluster, anchor: here) }
            // Always zoom in at least a little, even if the index reports a split at or below the current zoom.
            let zoom = min(maxZoom, max(cluster.expansionZoom, viewport.zoom + 1))
            let centre = PixelPoint(x: viewport.size.width / 2, y: viewport.size.height / 2)
            return .expandCluster(cluster, zoom: zoom, anchor: centre)
        }
    }
}

import MapCore

/// What a click on the map means, decided from what was hit.
public enum ClickOutcome: Equatable {
    /// Select the place; `anchor` is its tip on screen.
    case selectPlace(Place, anchor: PixelPoint)
    /// Zoom to `zoom` centred on the cluster, then tell the delegate (`anchor`: where it will sit).
    case expandCluster(ClusterSummary, zoom: Double, anchor: PixelPoint)
    /// No zoom the style allows can split it (`ClusterExpansion.list`): tell the delegate only, which lists it.
    case stackedCluster(ClusterSummary, anchor: PixelPoint)
    /// Empty map: clear the selection.
    case clearSelection
    /// No pin, but a line or an area under the point: select it; `anchor` is the point clicked.
    case selectShape(PlaceShape, anchor: PixelPoint)

    /// As `decide(hit:viewport:style:)`, where a pin or cluster wins over the line or area under it (drawn on top).
    public static func decide(hit: MapItem?, shape: PlaceShape?, at point: PixelPoint, viewport: Viewport,
                              style: MapStyle) -> ClickOutcome {
        if hit == nil, let shape { return .selectShape(shape, anchor: point) }
        return decide(hit: hit, viewport: viewport, style: style)
    }

    /// `style`: the map's style, whose highest zoom decides whether a cluster can be split.
    public static func decide(hit: MapItem?, viewport: Viewport, style: MapStyle) -> ClickOutcome {
        switch hit {
        case nil:
            return .clearSelection
        case .place(let place):
            return .selectPlace(place, anchor: viewport.screenPoint(for: place.coordinate))
        case .cluster(let cluster):
            switch ClusterExpansion(cluster: cluster, viewZoom: viewport.zoom, style: style) {
            case .list:
                return .stackedCluster(cluster, anchor: viewport.screenPoint(for: cluster.center))
            case .zoomIn(let zoom):
                let centre = PixelPoint(x: viewport.size.width / 2, y: viewport.size.height / 2)
                return .expandCluster(cluster, zoom: zoom, anchor: centre)
            }
        }
    }
}

/// What a map tells its owner. Called on the main thread.
@MainActor
public protocol MapViewDelegate: AnyObject {
    func mapView(_ map: any MapView, didChangeViewport viewport: Viewport)
    /// A pin was clicked; `anchor` is its tip in the map's screen points (for a popover).
    func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint)
    /// A cluster was clicked; the map has already zoomed to it unless `ClusterExpansion` says it cannot split.
    func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint)
    /// A line or an area was clicked (no pin was under the point); `anchor` is the point clicked.
    func mapView(_ map: any MapView, didSelectShape shape: PlaceShape, anchor: PixelPoint)
    /// A click on empty map.
    func mapViewDidClearSelection(_ map: any MapView)
    /// Escape on the map, or a click on the × of the dropped marker's label: the owner should remove it.
    func mapViewDidCloseDroppedMarker(_ map: any MapView)
    /// The map started or stopped moving on its own (an animation, a glide, a change not yet reported): the owner's
    /// camera counts as moving meanwhile, so nothing but the map needs asking whether it is still.
    func mapView(_ map: any MapView, didChangeMotion moving: Bool)
}

public extension MapViewDelegate {
    /// Owners that show no lines or areas ignore clicks on them.
    func mapView(_ map: any MapView, didSelectShape shape: PlaceShape, anchor: PixelPoint) {}
    /// Owners that keep no camera need not hear of motion.
    func mapView(_ map: any MapView, didChangeMotion moving: Bool) {}
}

import MapCore

/// Records what the map tells its owner, and like MapStore (the selection's owner) tells the map what to
/// highlight, unless `echoesSelection` is off.
@MainActor
final class RecordingDelegate: MapViewDelegate {
    var echoesSelection = true
    enum Event: Equatable {
        case viewport(Viewport)
        case place(Place.ID, PixelPoint)
        case cluster(UInt64, PixelPoint)
        case cleared
        case closedMarker
    }
    private(set) var events: [Event] = []
    /// What the map said of its own motion, in order (kept apart from `events`: selections and viewports only).
    private(set) var motion: [Bool] = []

    func reset() { events.removeAll(); motion.removeAll() }

    var selections: [Event] { events.filter { if case .viewport = $0 { return false } else { return true } } }
    var viewportChanges: Int { events.filter { if case .viewport = $0 { return true } else { return false } }.count }

    func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) { events.append(.viewport(viewport)) }
    func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) {
        events.append(.place(place.id, anchor))
        if echoesSelection { map.select(placeID: place.id) }
    }
    func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) {
        events.append(.cluster(cluster.id, anchor))
    }
    func mapViewDidClearSelection(_ map: any MapView) {
        events.append(.cleared)
        if echoesSelection { map.select(placeID: nil) }
    }
    func mapViewDidCloseDroppedMarker(_ map: any MapView) { events.append(.closedMarker) }
    func mapView(_ map: any MapView, didChangeMotion moving: Bool) { motion.append(moving) }
}

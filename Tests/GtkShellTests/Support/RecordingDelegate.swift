import MapCore

/// Records what the map tells its owner.
@MainActor
final class RecordingDelegate: MapViewDelegate {
    enum Event: Equatable {
        case viewport(Viewport)
        case place(Place.ID, PixelPoint)
        case cluster(UInt64, PixelPoint)
        case cleared
        case closedMarker
    }
    private(set) var events: [Event] = []

    func reset() { events.removeAll() }

    var selections: [Event] { events.filter { if case .viewport = $0 { return false } else { return true } } }
    var viewportChanges: Int { events.filter { if case .viewport = $0 { return true } else { return false } }.count }

    func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) { events.append(.viewport(viewport)) }
    func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) { events.append(.place(place.id, anchor)) }
    func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) {
        events.append(.cluster(cluster.id, anchor))
    }
    func mapViewDidClearSelection(_ map: any MapView) { events.append(.cleared) }
    func mapViewDidCloseDroppedMarker(_ map: any MapView) { events.append(.closedMarker) }
}

import Foundation
import MapCore

extension MapStore {
    /// Tells a screen reader that the map moved to `name` ("Map moved to Tampere"): searches, list rows and
    /// world places move the map without the map having focus, so nothing else says where it went.
    func announceMove(to name: String) {
        mapView.announce(String(format: tr("Map moved to %@"), name))
    }

    /// A cluster click zoomed the map in on its places ("Zoomed in to 7 places"): the map moved under the pointer.
    func announceClusterZoom(_ cluster: ClusterSummary) {
        mapView.announce(String(format: tr("Zoomed in to %d places"), cluster.count))
    }

    /// A cluster click opened the list of its places ("7 places here; list opened").
    func announceClusterList(_ cluster: ClusterSummary) {
        mapView.announce(String(format: tr("%d places here; list opened"), cluster.count))
    }
}

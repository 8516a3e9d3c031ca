import Foundation
import MapCore

extension MapStore {
    /// Tells a screen reader that the map moved to `name` ("Map moved to Tampere"): searches, list rows and
    /// world places move the map without the map having focus, so nothing else says where it went.
    func announceMove(to name: String) {
        mapView.announce(String(format: tr("Map moved to %@"), name))
    }
}

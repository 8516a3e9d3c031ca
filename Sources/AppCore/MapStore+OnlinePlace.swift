import Geocoding
import MapCore

extension MapStore {
    /// The zoom an online answer is shown at: a street's level, since geocoders mostly answer addresses and landmarks.
    public static let onlinePlaceZoom = 16.0

    /// Flies to a geocoder's answer, drops a marker with its name, and opens its callout (its address, "Open in…").
    public func showOnlinePlace(_ result: GeocodeResult) {
        let target = Viewport(center: result.coordinate, zoom: Self.onlinePlaceZoom, size: viewport.size,
                              scaleFactor: viewport.scaleFactor, zoomRange: viewport.zoomRange)
        moveMap(to: target, animated: true)
        dropMarker(at: result.coordinate, label: result.name)
        let place = Place(id: "online:\(result.source.rawValue):\(result.coordinate)", categoryID: Self.worldCategoryID,
                          title: result.name, coordinate: result.coordinate,
                          details: PlaceDetails(extra: [PlaceProperty(key: "What", value: OnlineRows.subtitle(result))]))
        selectPlace(place)
    }
}

extension MapStore {
    /// "What's here?" answered by a geocoder's reverse lookup: the marker at `point` takes the address's name,
    /// and its callout says the address (with "Open in…" and the coordinates to copy). The map does not move.
    public func showOnlineWhatsHere(_ result: GeocodeResult, at point: Coordinate) {
        dropMarker(at: point, label: result.name)
        let place = Place(id: "online:whats-here:\(point)", categoryID: Self.worldCategoryID, title: result.name, coordinate: point,
                          details: PlaceDetails(extra: [PlaceProperty(key: "What", value: OnlineRows.subtitle(result))]))
        selectPlace(place)
    }
}

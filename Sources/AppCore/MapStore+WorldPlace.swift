import Gazetteer
import MapCore

extension MapStore {
    /// The category id of a world place's callout (no loaded category has it).
    public static let worldCategoryID = "world"

    /// Flies to a gazetteer place at the zoom its kind needs (a country at 5, a village at 14), drops a marker
    /// with its name, and opens its callout (what it is, and "Open in…").
    public func showWorldPlace(_ world: GazetteerPlace) {
        let target = Viewport(center: world.coordinate, zoom: world.kind.zoom, size: viewport.size,
                              scaleFactor: viewport.scaleFactor, zoomRange: viewport.zoomRange)
        moveMap(to: target, animated: true)
        announceMove(to: world.name)
        dropMarker(at: world.coordinate, label: world.name)
        let place = Place(id: "world:\(world.id)", categoryID: Self.worldCategoryID, title: world.name,
                          coordinate: world.coordinate, details: PlaceDetails(extra: [PlaceProperty(key: "What", value: world.summary)]))
        selectPlace(place)
    }
}

extension MapStore {
    /// "What's here?" at `coordinate`, offline: drops a marker labelled with where it is relative to the nearest
    /// gazetteer place ("2.3 km NE of Espoo"), or with the coordinates when there is no gazetteer.
    public func showWhatsHere(at coordinate: Coordinate, gazetteer: Gazetteer?) {
        let label = gazetteer?.nearest(to: coordinate).map { WhatsHere.describe(coordinate, from: $0) }
        dropMarker(at: coordinate, label: label)
    }
}

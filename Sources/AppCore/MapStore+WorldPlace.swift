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
        mapView.setViewport(target, animated: true)
        dropMarker(at: world.coordinate, label: world.name)
        let place = Place(id: "world:\(world.id)", categoryID: Self.worldCategoryID, title: world.name,
                          coordinate: world.coordinate, details: PlaceDetails(extra: ["What": world.summary]))
        selectPlace(place, anchor: target.screenPoint(for: world.coordinate))
    }
}

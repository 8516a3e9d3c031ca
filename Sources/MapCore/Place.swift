/// One pin on the map.
public struct Place: Hashable, Sendable, Identifiable {
    public typealias ID = String
    /// Stable across reloads (e.g. "node/123"), unique within a data set.
    public var id: ID
    public var categoryID: PlaceCategory.ID
    public var title: String
    public var coordinate: Coordinate
    public var details: PlaceDetails

    public init(id: ID, categoryID: PlaceCategory.ID, title: String, coordinate: Coordinate, details: PlaceDetails = PlaceDetails()) {
        self.id = id; self.categoryID = categoryID; self.title = title; self.coordinate = coordinate; self.details = details
    }
}

/// A line or an area from a person's data (a GPX track, a KML polygon), drawn under the pins.
/// Points stay `Place`s; a shape has the same title, category and details so the popover shows it alike.
public struct PlaceShape: Hashable, Sendable, Identifiable {
    public typealias ID = String
    /// Stable across reloads, unique within a data set (shared with the places' ids).
    public var id: ID
    public var categoryID: PlaceCategory.ID
    public var title: String
    public var geometry: ShapeGeometry
    public var details: PlaceDetails
    /// The colour the file gave it (a KML style), drawn instead of the category's; nil uses the category's.
    public var color: RGBColor?
    /// True for polygons, false for lines.
    public var isArea: Bool {
        if case .areas = geometry { return true }
        return false
    }
    /// Kept once, so viewport queries need not walk the vertices.
    public let bounds: GeoBounds

    public init(id: ID, categoryID: PlaceCategory.ID, title: String, geometry: ShapeGeometry,
                details: PlaceDetails = PlaceDetails(), color: RGBColor? = nil) {
        self.id = id; self.categoryID = categoryID; self.title = title; self.geometry = geometry
        self.details = details; self.color = color; self.bounds = geometry.bounds
    }
}

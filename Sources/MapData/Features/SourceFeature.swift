import MapCore

/// One feature as a format reader found it, before its title, category and id are decided.
/// Every reader (GeoJSON, KML, GPX, CSV) produces these; `FeatureSink` turns them into places and shapes by
/// the same rules for every format, so a reader knows only its syntax.
public struct SourceFeature: Sendable {
    public enum Geometry: Sendable, Equatable {
        case point(Coordinate)
        /// Polylines of at least 2 points each.
        case lines([[Coordinate]])
        /// Polygons: outer ring then holes, each ring closed with at least 4 points.
        case areas([[[Coordinate]]])
        /// Several of the above (a GeoJSON GeometryCollection, a KML MultiGeometry).
        case collection([Geometry])
    }

    public var geometry: Geometry
    /// Every property in file order, as text; nested objects flattened with dots ("location.name").
    public var properties: [PlaceProperty]
    /// The feature's own id when the file gave one (a GeoJSON `id`, a KML `id` attribute).
    public var id: String?
    /// The format's own category when it has one (a KML folder path "Trip/Food", a GPX `type` or `sym`);
    /// nil lets the property names decide.
    public var formatCategory: String?
    /// A colour the file gave it (a KML style), or nil.
    public var color: RGBColor?
    /// Where it is, for messages: its position among the file's features, and its line when the reader knows it.
    public var index: Int
    public var line: Int?

    public init(geometry: Geometry, properties: [PlaceProperty], id: String? = nil, formatCategory: String? = nil,
                color: RGBColor? = nil, index: Int, line: Int? = nil) {
        self.geometry = geometry; self.properties = properties; self.id = id; self.formatCategory = formatCategory
        self.color = color; self.index = index; self.line = line
    }
}

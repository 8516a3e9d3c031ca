import MapCore

/// The result of loading a places file: the places, lines and areas that could be made, the categories the data
/// itself names, and the report saying how it went.
public struct LoadedPlaces: Sendable {
    public let places: [Place]
    /// Lines and areas, in file order.
    public let shapes: [PlaceShape]
    /// The categories of the places and shapes, from the data (empty when the catalogue's categories are used).
    public let categories: [PlaceCategory]
    public let report: LoadReport
    /// The collection's other top-level members (`features` emptied), e.g. an OGC page's `links` and `numberMatched`.
    public let topLevel: JSONObject?

    public init(places: [Place], shapes: [PlaceShape] = [], categories: [PlaceCategory] = [], report: LoadReport,
                topLevel: JSONObject? = nil) {
        self.places = places; self.shapes = shapes; self.categories = categories; self.report = report; self.topLevel = topLevel
    }
}

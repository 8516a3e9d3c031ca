import MapCore

/// The result of loading a GeoJSON file: the places that could be made, and the report saying how it went.
public struct LoadedPlaces: Sendable {
    public let places: [Place]
    public let report: LoadReport
    /// The collection's other top-level members (`features` emptied), e.g. an OGC page's `links` and `numberMatched`.
    public let topLevel: JSONObject?

    public init(places: [Place], report: LoadReport, topLevel: JSONObject? = nil) {
        self.places = places; self.report = report; self.topLevel = topLevel
    }
}

import MapCore

/// The result of loading a GeoJSON file: the places that could be made, and the report saying how it went.
public struct LoadedPlaces: Sendable {
    public let places: [Place]
    public let report: LoadReport

    public init(places: [Place], report: LoadReport) { self.places = places; self.report = report }
}

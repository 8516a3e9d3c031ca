import MapCore

/// One place an online geocoder answered: a name, the rest of its address, where it is and what it is.
public struct GeocodeResult: Hashable, Sendable {
    /// The place's name, or its street and number for a bare address.
    public let name: String
    /// The rest of its address, most local first: "Hämeenkatu 1, 33100 Tampere, Pirkanmaa, Finland".
    public let detail: String
    public let coordinate: Coordinate
    /// OSM's kind of thing ("city", "attraction", "house"), empty when the server did not say.
    public let kind: String
    /// The API that answered.
    public let source: GeocoderKind

    public init(name: String, detail: String, coordinate: Coordinate, kind: String, source: GeocoderKind) {
        self.name = name; self.detail = detail; self.coordinate = coordinate; self.kind = kind; self.source = source
    }
}

import MapCore

/// A `geo:` URI (RFC 5870, WGS 84 only) with the common `?z=` (zoom) and `?q=` (query) extensions.
///
/// Built as `geo:LAT,LON[,ALT][;u=METRES][?z=ZOOM][&q=QUERY]`; parsed by `init(parsing:)`.
public struct GeoURI: Hashable, Sendable {
    /// Zooms accepted in `?z=`: the same levels `--zoom` takes (Android documents 0–21 with a data-dependent upper end).
    public static let zoomRange = ZoomLimit.levels
    /// Largest `;u=` accepted, in metres (well beyond Earth's circumference).
    public static let maxUncertainty: Double = 1e8
    /// Largest altitude magnitude accepted, in metres.
    public static let altitudeLimit: Double = 1e8
    /// Longest text `init(parsing:)` reads, in characters.
    public static let maxLength = 4096

    public let coordinate: Coordinate
    /// Metres above the WGS 84 ellipsoid (the optional third coordinate).
    public let altitude: Double?
    /// Radius of uncertainty in metres (`;u=`).
    public let uncertainty: Double?
    /// Map zoom (`?z=`), inside `zoomRange`.
    public let zoom: Int?
    /// A search text or label (`?q=`), already percent-decoded; nil when absent or empty.
    public let query: String?
    /// The point of a `?q=LAT,LON` or `?q=LAT,LON(LABEL)` (Android's form) with its cleaned label; nil otherwise.
    public let marker: DroppedMarker?

    /// Validates the optional parts against the same limits the parser applies.
    public init(coordinate: Coordinate, altitude: Double? = nil, uncertainty: Double? = nil,
                zoom: Int? = nil, query: String? = nil) throws(GeoURIError) {
        if let altitude, !(altitude.isFinite && abs(altitude) <= Self.altitudeLimit) {
            throw .altitudeOutOfRange(altitude)
        }
        if let uncertainty, !(uncertainty.isFinite && (0...Self.maxUncertainty).contains(uncertainty)) {
            throw .invalidUncertainty(String(describing: uncertainty))
        }
        if let zoom, !Self.zoomRange.contains(zoom) { throw .invalidZoom(String(zoom)) }
        self.init(unchecked: coordinate, altitude: altitude, uncertainty: uncertainty, zoom: zoom, query: query)
    }

    /// For values already checked (the parser, the link builders).
    init(unchecked coordinate: Coordinate, altitude: Double?, uncertainty: Double?, zoom: Int?, query: String?,
         marker: DroppedMarker? = nil) {
        self.coordinate = coordinate
        self.marker = marker
        self.altitude = altitude
        self.uncertainty = uncertainty
        self.zoom = zoom
        self.query = (query?.isEmpty ?? true) ? nil : query
    }

    /// The URI text: plain-decimal numbers (at most 7 decimals), the query percent-encoded once.
    public var string: String {
        var text = "geo:" + DecimalText.format(coordinate.latitude) + "," + DecimalText.format(coordinate.longitude)
        if let altitude { text += "," + DecimalText.format(altitude) }
        if let uncertainty { text += ";u=" + DecimalText.format(uncertainty) }
        var extensions: [String] = []
        if let zoom { extensions.append("z=" + String(zoom)) }
        if let query { extensions.append("q=" + PercentEncoding.encode(query)) }
        if !extensions.isEmpty { text += "?" + extensions.joined(separator: "&") }
        return text
    }
}

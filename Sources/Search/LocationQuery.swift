import DeepLinks
import MapCore

/// A query that names a position rather than places: "60.17, 24.94", "60.17 N 24.94 E",
/// "60°10′12″N 24°56′24″E" (also with ' and "), S/W or minus signs, or a `geo:` URI.
public struct LocationQuery: Hashable, Sendable {
    public let coordinate: Coordinate
    /// A `geo:` URI's `?z=`.
    public let zoom: Int?
    /// A `geo:` URI's `?q=` label.
    public let label: String?

    public init(coordinate: Coordinate, zoom: Int? = nil, label: String? = nil) {
        self.coordinate = coordinate; self.zoom = zoom; self.label = label
    }

    /// Longest text read as coordinates; longer text is never a position.
    public static let maxLength = 100

    /// The position `text` names, or nil when it is not exactly one (half-typed, out of range, other words).
    public static func parse(_ text: String) -> LocationQuery? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased().hasPrefix("geo:") {
            guard let uri = try? GeoURI(parsing: trimmed) else { return nil }
            // The same meaning as a link and --render: a `q=LAT,LON(LABEL)` point with its cleaned label wins.
            guard let marker = uri.marker else { return LocationQuery(coordinate: uri.coordinate, zoom: uri.zoom, label: uri.query) }
            return LocationQuery(coordinate: marker.coordinate, zoom: uri.zoom, label: uri.query?.hasSuffix(")") == true ? marker.label : nil)
        }
        guard trimmed.unicodeScalars.count <= maxLength,
              let pieces = CoordinateLexer.pieces(of: trimmed),
              let coordinate = CoordinateGrammar.coordinate(from: pieces) else { return nil }
        return LocationQuery(coordinate: coordinate)
    }
}

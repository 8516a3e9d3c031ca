/// The geometry of a line or an area, in geographic space (longitude/latitude, WGS 84).
public enum ShapeGeometry: Hashable, Sendable {
    /// One or more polylines: a LineString, a MultiLineString, a GPX track's segments. Each has at least 2 points.
    case lines([[Coordinate]])
    /// One or more polygons, each its outer ring then its holes. Rings have at least 4 points and are closed.
    case areas([[[Coordinate]]])

    /// The smallest box holding every vertex (never crossing the antimeridian). - Complexity: O(vertices).
    public var bounds: GeoBounds {
        let outlines: [[Coordinate]]
        switch self {
        case .lines(let parts): outlines = parts
        case .areas(let polygons): outlines = polygons.compactMap(\.first)
        }
        return GeoBounds(containing: outlines.lazy.joined()) ?? GeoBounds(west: 0, south: 0, east: 0, north: 0)
    }

    /// Every vertex counted once per ring or part. - Complexity: O(parts).
    public var vertexCount: Int {
        switch self {
        case .lines(let parts): return parts.reduce(0) { $0 + $1.count }
        case .areas(let polygons): return polygons.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        }
    }
}

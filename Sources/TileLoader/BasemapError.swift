/// Why the offline basemap's polygons could not be read.
public enum BasemapError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notGeoJSON(String)
    case noPolygons(String)
    /// A detail layer (roads, water, parks, buildings) with no usable feature.
    case noFeatures(String)

    public var description: String {
        switch self {
        case .unreadable(let p, let r): return "\(p): cannot read (\(r))"
        case .notGeoJSON(let s): return "\(s): not a GeoJSON FeatureCollection"
        case .noPolygons(let s): return "\(s): no Polygon or MultiPolygon features"
        case .noFeatures(let s): return "\(s): no usable road, water, park or building features"
        }
    }
}

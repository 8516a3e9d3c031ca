import Foundation
import MapCore
import MapData

extension WorldBasemap {
    /// Reads Polygon and MultiPolygon features from a GeoJSON FeatureCollection (e.g. data/world-110m.geojson).
    /// Bad features are skipped with a warning naming them; only a file with no usable polygon is an error.
    public static func load(geoJSON data: Data, sourceName: String) throws(BasemapError) -> (basemap: WorldBasemap, warnings: [String]) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let features = root["features"] as? [Any] else { throw .notGeoJSON(sourceName) }
        var polygons: [[[Coordinate]]] = []
        var warnings: [String] = []
        for (i, f) in features.enumerated() {
            let feature = f as? [String: Any]
            let name = ((feature?["properties"] as? [String: Any])?["name"] as? String) ?? "#\(i + 1)"
            guard let geometry = feature?["geometry"] as? [String: Any], let type = geometry["type"] as? String else {
                warnings.append("\(sourceName): feature \(name) has no geometry; skipped")
                continue
            }
            let coords = geometry["coordinates"]
            let parts: [Any]?
            switch type {
            case "Polygon": parts = coords.map { [$0] }
            case "MultiPolygon": parts = coords as? [Any]
            default:
                warnings.append("\(sourceName): feature \(name) is a \(type), not a polygon; skipped")
                continue
            }
            guard let parts, let parsed = parsePolygons(parts) else {
                warnings.append("\(sourceName): feature \(name) has invalid coordinates; skipped")
                continue
            }
            polygons += parsed
        }
        guard !polygons.isEmpty else { throw .noPolygons(sourceName) }
        return (WorldBasemap(polygons: polygons), warnings)
    }

    /// Reads a GeoJSON file. When a catalog.json beside it names a `detailBasemap`, that street layer is attached
    /// as `detail` and read on first use (off the main thread, by the first tile that needs it).
    public static func load(contentsOf url: URL) throws(BasemapError) -> (basemap: WorldBasemap, warnings: [String]) {
        let data: Data
        // A regular file within its cap, opened non-blocking: a FIFO here must not hold the window.
        do { data = try RegularFile.read(atPath: url.path, limit: Limits.basemapFileBytes) } catch {
            throw .unreadable(path: url.path, reason: error.description)
        }
        var loaded = try load(geoJSON: data, sourceName: url.lastPathComponent)
        loaded.basemap.detail = BasemapDetailLoader.named(besideBasemap: url)
        return loaded
    }

    static func parsePolygons(_ parts: [Any]) -> [[[Coordinate]]]? {
        var out: [[[Coordinate]]] = []
        for part in parts {
            guard let rings = part as? [Any] else { return nil }
            var poly: [[Coordinate]] = []
            for ring in rings {
                guard let positions = ring as? [Any] else { return nil }
                var pts: [Coordinate] = []
                pts.reserveCapacity(positions.count)
                for pos in positions {
                    guard let pair = pos as? [Any], pair.count >= 2,
                          let lon = (pair[0] as? NSNumber)?.doubleValue, let lat = (pair[1] as? NSNumber)?.doubleValue,
                          let c = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
                    pts.append(c)
                }
                poly.append(pts)
            }
            out.append(poly)
        }
        return out
    }
}

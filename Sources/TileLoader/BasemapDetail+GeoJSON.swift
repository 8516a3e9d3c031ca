import Foundation
import MapCore
import MapData

extension BasemapDetail {
    /// Reads a detail FeatureCollection (e.g. data/helsinki-basemap.geojson): `kind` "road" (LineString or MultiLineString
    /// with `class` major|minor|path) or "water"|"park"|"building" (Polygon or MultiPolygon).
    /// Bad features are skipped with a warning naming them; only a file with no usable feature is an error.
    public static func load(geoJSON data: Data, sourceName: String) throws(BasemapError) -> (detail: BasemapDetail, warnings: [String]) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let features = root["features"] as? [Any] else { throw .notGeoJSON(sourceName) }
        var roads: [Road] = []
        var areas: [Area] = []
        var warnings: [String] = []
        for (i, f) in features.enumerated() {
            let feature = f as? [String: Any]
            let props = feature?["properties"] as? [String: Any]
            let label = (feature?["id"] as? String) ?? (props?["name"] as? String) ?? "#\(i + 1)"
            func skip(_ reason: String) { warnings.append("\(sourceName): feature \(label) \(reason); skipped") }
            guard let geometry = feature?["geometry"] as? [String: Any], let type = geometry["type"] as? String else {
                skip("has no geometry"); continue
            }
            let coords = geometry["coordinates"]
            let kind = props?["kind"] as? String ?? ""
            if kind == "road" {
                guard let cls = RoadClass(rawValue: props?["class"] as? String ?? "") else { skip("has no road class major|minor|path"); continue }
                let lines: [Any]?
                switch type {
                case "LineString": lines = coords.map { [$0] }
                case "MultiLineString": lines = coords as? [Any]
                default: skip("is a road but a \(type), not a line"); continue
                }
                guard let lines, let parsed = parseLines(lines) else { skip("has invalid coordinates"); continue }
                let name = props?["name"] as? String
                roads += parsed.map { Road(roadClass: cls, name: name, points: $0.points, box: $0.box) }
            } else if let areaKind = AreaKind(rawValue: kind) {
                let parts: [Any]?
                switch type {
                case "Polygon": parts = coords.map { [$0] }
                case "MultiPolygon": parts = coords as? [Any]
                default: skip("is a \(kind) but a \(type), not a polygon"); continue
                }
                guard let parts, let parsed = WorldBasemap.parsePolygons(parts) else { skip("has invalid coordinates"); continue }
                let polygons = parsed.compactMap { WorldBasemap.project($0) }
                guard !polygons.isEmpty else { skip("has no ring of 3 points"); continue }
                areas += polygons.map { Area(kind: areaKind, polygon: $0) }
            } else {
                skip("has unknown kind \"\(kind)\""); continue
            }
        }
        let detail = BasemapDetail(roads: roads, areas: areas)
        guard !detail.isEmpty else { throw .noFeatures(sourceName) }
        return (detail, warnings)
    }

    /// Reads a detail GeoJSON file.
    public static func load(contentsOf url: URL) throws(BasemapError) -> (detail: BasemapDetail, warnings: [String]) {
        let data: Data
        // A regular file within its cap, opened non-blocking: a FIFO here must not hold the window.
        do { data = try RegularFile.read(atPath: url.path, limit: Limits.basemapFileBytes) } catch {
            throw .unreadable(path: url.path, reason: error.description)
        }
        return try load(geoJSON: data, sourceName: url.lastPathComponent)
    }

    /// Lines of 2+ valid positions, projected; nil if any position is bad.
    private static func parseLines(_ lines: [Any]) -> [(points: [WorldBasemap.Point], box: WorldBasemap.Box)]? {
        var out: [(points: [WorldBasemap.Point], box: WorldBasemap.Box)] = []
        for line in lines {
            guard let positions = line as? [Any] else { return nil }
            var pts: [WorldBasemap.Point] = []
            var box = WorldBasemap.Box()
            pts.reserveCapacity(positions.count)
            for pos in positions {
                guard let pair = pos as? [Any], pair.count >= 2,
                      let lon = (pair[0] as? NSNumber)?.doubleValue, let lat = (pair[1] as? NSNumber)?.doubleValue,
                      let c = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
                let p = WorldBasemap.point(c)
                pts.append(p); box.add(p)
            }
            guard pts.count >= 2 else { return nil }
            out.append((pts, box))
        }
        return out
    }
}

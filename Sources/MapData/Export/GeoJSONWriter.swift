import MapCore

/// Writes an RFC 7946 FeatureCollection: points as Point, lines as LineString or MultiLineString, areas as Polygon
/// or MultiPolygon (outer ring, then holes), one feature a line. Each feature keeps its id, and its properties
/// start with `name` and `category`, then every property in file order. - Complexity: O(places + vertices).
enum GeoJSONWriter {
    static func write(_ export: PlaceExport, to out: ExportStream) throws -> ExportSummary {
        var summary = ExportSummary()
        try out.write("{\"type\":\"FeatureCollection\",\"features\":[\n")
        var first = true
        func feature(id: String, geometry: String, title: String, category: String, details: PlaceDetails) throws {
            var line = first ? "" : ",\n"
            first = false
            line += "{\"type\":\"Feature\",\"id\":" + JSONText.quoted(id) + ",\"geometry\":" + geometry
            line += ",\"properties\":{\"name\":" + JSONText.quoted(title) + ",\"category\":" + JSONText.quoted(category)
            for p in ExportRecord.properties(of: details) {
                line += "," + JSONText.quoted(p.key) + ":" + JSONText.quoted(p.value)
            }
            try out.write(line + "}}")
        }
        for place in export.places {
            try feature(id: place.id, geometry: "{\"type\":\"Point\",\"coordinates\":" + position(place.coordinate) + "}",
                        title: place.title, category: place.categoryID, details: place.details)
            summary.places += 1
        }
        for shape in export.shapes {
            try feature(id: shape.id, geometry: geometry(shape.geometry), title: shape.title, category: shape.categoryID,
                        details: shape.details)
            switch shape.geometry {
            case .lines: summary.lines += 1
            case .areas: summary.areas += 1
            }
        }
        try out.write("\n]}\n")
        return summary
    }

    private static func geometry(_ geometry: ShapeGeometry) -> String {
        switch geometry {
        case .lines(let parts) where parts.count == 1:
            return "{\"type\":\"LineString\",\"coordinates\":" + ring(parts[0]) + "}"
        case .lines(let parts):
            return "{\"type\":\"MultiLineString\",\"coordinates\":[" + parts.map(ring).joined(separator: ",") + "]}"
        case .areas(let polygons) where polygons.count == 1:
            return "{\"type\":\"Polygon\",\"coordinates\":" + polygon(polygons[0]) + "}"
        case .areas(let polygons):
            return "{\"type\":\"MultiPolygon\",\"coordinates\":[" + polygons.map(polygon).joined(separator: ",") + "]}"
        }
    }

    private static func polygon(_ rings: [[Coordinate]]) -> String { "[" + rings.map(ring).joined(separator: ",") + "]" }
    private static func ring(_ points: [Coordinate]) -> String { "[" + points.map(position).joined(separator: ",") + "]" }
    private static func position(_ c: Coordinate) -> String {
        "[" + ExportRecord.number(c.longitude) + "," + ExportRecord.number(c.latitude) + "]"
    }
}

import MapCore

/// Writes KML 2.2: one Folder per category (its name the category id, which a reader takes as the category),
/// a Placemark per place or shape with its name, every property as ExtendedData `Data`, and a Point, LineString
/// or Polygon (outer boundary, then holes; several in a MultiGeometry). Everything is XML-escaped.
/// - Complexity: O(places + vertices); the grouping holds one index per feature.
enum KMLWriter {
    static func write(_ export: PlaceExport, to out: ExportStream) throws -> ExportSummary {
        var summary = ExportSummary()
        try out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">\n<Document>\n")
        try out.write("<name>Pinmap places</name>\n")
        // Folders group by category: the features' positions per category, in first-use order.
        var placesByCategory: [PlaceCategory.ID: [Int]] = [:]
        for (i, place) in export.places.enumerated() { placesByCategory[place.categoryID, default: []].append(i) }
        var shapesByCategory: [PlaceCategory.ID: [Int]] = [:]
        for (i, shape) in export.shapes.enumerated() { shapesByCategory[shape.categoryID, default: []].append(i) }
        let titles = Dictionary(export.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })

        for category in export.usedCategoryIDs {
            var folder = "<Folder>\n<name>" + XMLText.escaped(category) + "</name>\n"
            if let title = titles[category], title != category {
                folder += "<description>" + XMLText.escaped(title) + "</description>\n"
            }
            try out.write(folder)
            for i in placesByCategory[category] ?? [] {
                let place = export.places[i]
                try out.write(placemark(title: place.title, details: place.details,
                                        geometry: "<Point><coordinates>" + position(place.coordinate) + "</coordinates></Point>"))
                summary.places += 1
            }
            for i in shapesByCategory[category] ?? [] {
                let shape = export.shapes[i]
                try out.write(placemark(title: shape.title, details: shape.details, geometry: geometry(shape.geometry)))
                switch shape.geometry {
                case .lines: summary.lines += 1
                case .areas: summary.areas += 1
                }
            }
            try out.write("</Folder>\n")
        }
        try out.write("</Document>\n</kml>\n")
        return summary
    }

    private static func placemark(title: String, details: PlaceDetails, geometry: String) -> String {
        var text = "<Placemark><name>" + XMLText.escaped(title) + "</name>"
        let properties = ExportRecord.properties(of: details)
        if !properties.isEmpty {
            text += "<ExtendedData>"
            for p in properties {
                text += "<Data name=\"" + XMLText.escaped(p.key, attribute: true) + "\"><value>" + XMLText.escaped(p.value) + "</value></Data>"
            }
            text += "</ExtendedData>"
        }
        return text + geometry + "</Placemark>\n"
    }

    private static func geometry(_ geometry: ShapeGeometry) -> String {
        switch geometry {
        case .lines(let parts):
            let lines = parts.map { "<LineString><coordinates>" + coordinates($0) + "</coordinates></LineString>" }
            return lines.count == 1 ? lines[0] : "<MultiGeometry>" + lines.joined() + "</MultiGeometry>"
        case .areas(let polygons):
            let areas = polygons.map(polygon)
            return areas.count == 1 ? areas[0] : "<MultiGeometry>" + areas.joined() + "</MultiGeometry>"
        }
    }

    private static func polygon(_ rings: [[Coordinate]]) -> String {
        guard let outer = rings.first else { return "<Polygon/>" }
        var text = "<Polygon><outerBoundaryIs><LinearRing><coordinates>" + coordinates(outer)
            + "</coordinates></LinearRing></outerBoundaryIs>"
        for hole in rings.dropFirst() {
            text += "<innerBoundaryIs><LinearRing><coordinates>" + coordinates(hole) + "</coordinates></LinearRing></innerBoundaryIs>"
        }
        return text + "</Polygon>"
    }

    private static func coordinates(_ points: [Coordinate]) -> String { points.map(position).joined(separator: " ") }
    private static func position(_ c: Coordinate) -> String {
        ExportRecord.number(c.longitude) + "," + ExportRecord.number(c.latitude)
    }
}

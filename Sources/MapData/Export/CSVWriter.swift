import MapCore

/// Writes CSV (RFC 4180, CRLF line ends, UTF-8): the columns `name`, `category`, `latitude`, `longitude`, then every
/// property key in first-seen order; one row a place. Text cells are guarded against formula injection
/// (`CSVCell`); coordinates are plain numbers. Lines and areas are skipped and counted: Pinmap's CSV holds points
/// only (its reader takes a WKT column's POINTs, so a LINESTRING cell would not load back as a shape).
/// - Complexity: O(places × columns); two passes, the first collecting the keys.
enum CSVWriter {
    static func write(_ export: PlaceExport, to out: ExportStream) throws -> ExportSummary {
        var summary = ExportSummary()
        var columnOfKey: [String: Int] = [:]
        var keys: [String] = []
        for place in export.places {
            for p in ExportRecord.properties(of: place.details, reserved: reserved) where columnOfKey[p.key] == nil {
                columnOfKey[p.key] = keys.count
                keys.append(p.key)
            }
        }
        try out.write((fixedColumns + keys).map(CSVCell.field).joined(separator: ",") + "\r\n")
        var cells = [String](repeating: "", count: keys.count)
        for place in export.places {
            for i in cells.indices { cells[i] = "" }
            for p in ExportRecord.properties(of: place.details, reserved: reserved) { cells[columnOfKey[p.key]!] = CSVCell.field(p.value) }
            var row = CSVCell.field(place.title) + "," + CSVCell.field(place.categoryID)
            row += "," + CSVCell.number(ExportRecord.number(place.coordinate.latitude))
            row += "," + CSVCell.number(ExportRecord.number(place.coordinate.longitude))
            for cell in cells { row += "," + cell }
            try out.write(row + "\r\n")
            summary.places += 1
        }
        for shape in export.shapes {
            switch shape.geometry {
            case .lines: summary.skippedLines += 1
            case .areas: summary.skippedAreas += 1
            }
        }
        return summary
    }

    static let fixedColumns = ["name", "category", "latitude", "longitude"]
    /// A property named like a fixed column would make a second column of that name: left out, as `id` is everywhere.
    private static let reserved = ExportRecord.reservedKeys.union(fixedColumns)
}

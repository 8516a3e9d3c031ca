import MapCore

/// Writes GPX 1.1: a `wpt` per place (name, `type` for the category, and the properties GPX has elements for:
/// `ele`, `time`, `cmt`, `desc`, `link`, `sym`, in the schema's order), a `trk` per line with a `trkseg` per part.
/// Every other property goes into `extensions` as `<pinmap:property key="…">value</pinmap:property>`. GPX has no
/// areas: they are counted as skipped. - Complexity: O(places + vertices).
enum GPXWriter {
    static let extensionNamespace = "https://pinmap.github.io/gpx/1"

    static func write(_ export: PlaceExport, to out: ExportStream) throws -> ExportSummary {
        var summary = ExportSummary()
        try out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"Pinmap\" "
                      + "xmlns=\"http://www.topografix.com/GPX/1/1\" xmlns:pinmap=\"\(extensionNamespace)\">\n")
        for place in export.places {
            let c = place.coordinate
            var text = "<wpt lat=\"" + ExportRecord.number(c.latitude) + "\" lon=\"" + ExportRecord.number(c.longitude) + "\">"
            text += elements(title: place.title, category: place.categoryID, details: place.details, point: true)
            try out.write(text + "</wpt>\n")
            summary.places += 1
        }
        for shape in export.shapes {
            guard case .lines(let parts) = shape.geometry else {
                summary.skippedAreas += 1
                continue
            }
            var text = "<trk>" + elements(title: shape.title, category: shape.categoryID, details: shape.details, point: false)
            for part in parts {
                text += "<trkseg>"
                for c in part {
                    text += "<trkpt lat=\"" + ExportRecord.number(c.latitude) + "\" lon=\"" + ExportRecord.number(c.longitude) + "\"/>"
                }
                text += "</trkseg>"
            }
            try out.write(text + "</trk>\n")
            summary.lines += 1
        }
        try out.write("</gpx>\n")
        return summary
    }

    /// The children before the geometry, in GPX 1.1's order (wptType: ele, time, name, cmt, desc, link, sym, type,
    /// extensions; trkType: name, cmt, desc, link, type, extensions).
    private static func elements(title: String, category: String, details: PlaceDetails, point: Bool) -> String {
        var own: [String: String] = [:]
        var rest: [PlaceProperty] = []
        for p in ExportRecord.properties(of: details) {
            if fits(p, point: point) { own[p.key] = p.value } else { rest.append(p) }
        }
        func element(_ name: String, _ value: String?) -> String {
            value.map { "<\(name)>" + XMLText.escaped($0) + "</\(name)>" } ?? ""
        }
        var text = ""
        if point { text += element("ele", own["ele"]) + element("time", own["time"]) }
        text += element("name", title) + element("cmt", own["cmt"]) + element("desc", own["desc"])
        if let link = own["link"] { text += "<link href=\"" + XMLText.escaped(link, attribute: true) + "\"/>" }
        if point { text += element("sym", own["sym"]) }
        text += element("type", category)
        if !rest.isEmpty {
            text += "<extensions>"
            for p in rest {
                text += "<pinmap:property key=\"" + XMLText.escaped(p.key, attribute: true) + "\">" + XMLText.escaped(p.value)
                    + "</pinmap:property>"
            }
            text += "</extensions>"
        }
        return text
    }

    /// Whether a property has its own GPX element and its value is valid there (a decimal `ele`, an ISO 8601 `time`).
    private static func fits(_ property: PlaceProperty, point: Bool) -> Bool {
        switch property.key {
        case "cmt", "desc", "link": return true
        case "sym": return point
        case "ele": return point && CSVCell.isPlainNumber(property.value)
        case "time": return point && property.value.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/) != nil
        default: return false
        }
    }
}

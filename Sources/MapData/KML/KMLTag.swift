/// The KML elements the reader tells apart (`gx:` ones by their local name), as the parser's `code` for them.
enum KMLTag: String, CaseIterable {
    case kml, folder = "Folder", name, style = "Style", styleMap = "StyleMap", placemark = "Placemark"
    case schema = "Schema", description, snippet = "Snippet", open, visibility
    case address, phoneNumber, when, timeStamp = "TimeStamp", styleURL = "styleUrl"
    case data = "Data", value, simpleData = "SimpleData", coordinates, coord, track = "Track"
    case multiGeometry = "MultiGeometry", multiTrack = "MultiTrack", polygon = "Polygon"
    case outerBoundary = "outerBoundaryIs", innerBoundary = "innerBoundaryIs"
    case point = "Point", lineString = "LineString", linearRing = "LinearRing"

    /// The names in code order, for `XMLPullParser(…, watching:)`.
    static let names = allCases.map(\.rawValue)
    private static let byCode = allCases

    /// The tag of a parser code (nil: an element the reader does not tell apart).
    init?(code: Int32) {
        guard code >= 0, Int(code) < Self.byCode.count else { return nil }
        self = Self.byCode[Int(code)]
    }
}

/// The KML elements the reader tells apart (`gx:` ones by their local name), as the parser's `code` for them.
enum KMLTag: String, XMLElementTag {
    case kml, folder = "Folder", name, style = "Style", styleMap = "StyleMap", placemark = "Placemark"
    case schema = "Schema", description, snippet = "Snippet", open, visibility
    case address, phoneNumber, when, timeStamp = "TimeStamp", styleURL = "styleUrl"
    case data = "Data", value, simpleData = "SimpleData", coordinates, coord, track = "Track"
    case multiGeometry = "MultiGeometry", multiTrack = "MultiTrack", polygon = "Polygon"
    case outerBoundary = "outerBoundaryIs", innerBoundary = "innerBoundaryIs"
    case point = "Point", lineString = "LineString", linearRing = "LinearRing"

    static let byCode = allCases
}

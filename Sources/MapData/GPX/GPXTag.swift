/// The GPX elements the reader tells apart, as the parser's `code` for them.
enum GPXTag: String, XMLElementTag {
    case gpx, wpt, trk, rte, metadata, extensions, link, text, property, trkpt, trkseg, rtept
    // The simple elements of a wpt, trk or rte kept as properties, by their GPX names.
    case name, desc, cmt, type, sym, ele, time, src, urlname, url, number

    static let byCode = allCases

    /// Kept as a property under its own name.
    var isTextField: Bool {
        switch self {
        case .name, .desc, .cmt, .type, .sym, .ele, .time, .src, .urlname, .url, .number: true
        default: false
        }
    }
}

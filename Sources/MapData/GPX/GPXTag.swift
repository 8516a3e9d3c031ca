/// The GPX elements the reader tells apart, as the parser's `code` for them.
enum GPXTag: String, CaseIterable {
    case gpx, wpt, trk, rte, metadata, extensions, link, text, property, trkpt, trkseg, rtept
    // The simple elements of a wpt, trk or rte kept as properties, by their GPX names.
    case name, desc, cmt, type, sym, ele, time, src, urlname, url, number

    /// The names in code order, for `XMLPullParser(…, watching:)`.
    static let names = allCases.map(\.rawValue)
    private static let byCode = allCases

    /// The tag of a parser code (nil: an element the reader does not tell apart).
    init?(code: Int32) {
        guard code >= 0, Int(code) < Self.byCode.count else { return nil }
        self = Self.byCode[Int(code)]
    }

    /// Kept as a property under its own name.
    var isTextField: Bool {
        switch self {
        case .name, .desc, .cmt, .type, .sym, .ele, .time, .src, .urlname, .url, .number: true
        default: false
        }
    }
}

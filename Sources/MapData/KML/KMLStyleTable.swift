/// The styles of a KML document by id: `<Style id>` and `<StyleMap id>` (whose "normal" pair is the one shown).
/// Styles are looked up when a placemark ends, so a style defined after the placemarks that use it is not
/// seen (Google Earth and My Maps write them first).
struct KMLStyleTable {
    private var styles: [String: KMLStyle] = [:]
    /// StyleMap id → the styleUrl of its normal pair.
    private var maps: [String: String] = [:]

    mutating func add(_ style: KMLStyle, id: String) { styles[id] = style }

    mutating func addMap(normal styleURL: String, id: String) { maps[id] = styleURL }

    /// The style a `styleUrl` ("#id", "doc.kml#id") names, through at most a few StyleMaps.
    func style(for styleURL: String) -> KMLStyle? {
        var url = styleURL
        for _ in 0..<4 {
            let id = url.split(separator: "#", omittingEmptySubsequences: false).last.map(String.init) ?? url
            if let style = styles[id] { return style }
            guard let next = maps[id] else { return nil }
            url = next
        }
        return nil
    }

    /// Reads the `<StyleMap>` element just started and returns its normal pair's styleUrl.
    static func readMap(from parser: XMLPullParser) throws(XMLReadError) -> String? {
        let depth = parser.depth
        var key: String?, url: String?, normal: String?
        while let event = try parser.next() {
            switch event {
            case .start(let name, _) where name == "key": key = try parser.text().trimmingWhitespace()
            case .start(let name, _) where name == "styleUrl": url = try parser.text().trimmingWhitespace()
            case .end(let name):
                if name == "Pair" {
                    if key == "normal", let url { normal = url }
                    key = nil; url = nil
                }
                if parser.depth < depth { return normal }
            default: continue
            }
        }
        return normal
    }
}

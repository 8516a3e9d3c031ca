import MapCore

/// The colours of one KML `<Style>`: its icon's, its line's and its polygon fill's.
struct KMLStyle: Equatable {
    var icon: RGBColor?
    var line: RGBColor?
    var polygon: RGBColor?

    /// The colour for a feature of `geometry`: a point takes the icon's, a line the line's, an area its fill's,
    /// each falling back to the others.
    func color(for geometry: SourceFeature.Geometry) -> RGBColor? {
        switch geometry {
        case .point: return icon ?? line ?? polygon
        case .lines: return line ?? polygon ?? icon
        case .areas: return polygon ?? line ?? icon
        case .collection(let parts): return parts.first.flatMap { color(for: $0) } ?? icon ?? line ?? polygon
        }
    }

    /// A KML colour, "aabbggrr" in hex (alpha first, then blue, green, red); alpha is not kept.
    static func color(kml text: String) -> RGBColor? {
        var hex = Substring(text.trimmingWhitespace())
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 8 || hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        let red = value & 0xff, green = (value >> 8) & 0xff, blue = (value >> 16) & 0xff
        return RGBColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// Reads the `<Style>` element just started, up to its end.
    static func read(from parser: XMLPullParser) throws(XMLReadError) -> KMLStyle {
        var style = KMLStyle()
        let depth = parser.depth
        while let event = try parser.next() {
            switch event {
            case .start(let name, _) where name == "color":
                let kind = parser.path.dropLast().last
                let color = KMLStyle.color(kml: try parser.text())
                switch kind {
                case "IconStyle": style.icon = color
                case "LineStyle": style.line = color
                case "PolyStyle": style.polygon = color
                default: break
                }
            case .end where parser.depth < depth: return style
            default: continue
            }
        }
        return style
    }
}

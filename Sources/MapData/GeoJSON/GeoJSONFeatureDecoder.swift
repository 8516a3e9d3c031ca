import MapCore

/// Decodes the common GeoJSON feature, a Point with flat or nested properties, from the parser's bytes straight
/// into a `SourceFeature`: no `JSONValue` tree per feature (building and freeing those trees was a third of a
/// load). Anything else (another geometry, a repeated member, bad coordinates, bad syntax) gives nil with the
/// cursor back where the feature starts, and the caller reads the tree as before, so the result and every
/// message are the tree path's own.
enum GeoJSONFeatureDecoder {
    /// The feature at the parser's cursor, or nil (cursor unmoved) when the tree path must read it.
    static func decode(_ parser: inout JSONParser, index: Int) -> SourceFeature? {
        let start = parser.index, depth = parser.depth
        // A syntax error is left to the tree path to report, with its own line and column.
        if let feature = try? feature(&parser, index: index) { return feature }
        parser.index = start
        parser.depth = depth
        return nil
    }

    private static func feature(_ p: inout JSONParser, index: Int) throws(JSONParseError) -> SourceFeature? {
        guard p.peek() == UInt8(ascii: "{") else { return nil }
        try p.enter()
        p.index += 1
        var sawType = false, sawID = false, sawProperties = false
        var id: String?
        var coordinate: Coordinate?
        var properties: [PlaceProperty] = []
        while true {
            p.skipWhitespace()
            guard p.peek() == UInt8(ascii: "\"") else { return nil }
            let key = try p.parseString()
            p.skipWhitespace()
            try p.expect(UInt8(ascii: ":"))
            p.skipWhitespace()
            switch key {
            case "type":
                guard !sawType, p.peek() == UInt8(ascii: "\""), try p.parseString() == "Feature" else { return nil }
                sawType = true
            case "id":
                guard !sawID else { return nil }
                sawID = true
                id = GeoJSONFeatureReader.identifier(try p.parseValue())
            case "geometry":
                guard coordinate == nil, let c = try point(&p) else { return nil }
                coordinate = c
            case "properties":
                guard !sawProperties else { return nil }
                sawProperties = true
                if p.peek() == UInt8(ascii: "{") {
                    guard try flatten(&p, prefix: "", into: &properties) else { return nil }
                } else {
                    // `null` is no properties, as in the tree path; any other kind is left to it.
                    guard try p.parseValue() == .null else { return nil }
                }
            default:
                // A foreign member: the tree path ignores it too.
                _ = try p.parseValue()
            }
            p.skipWhitespace()
            switch p.peek() {
            case UInt8(ascii: ","): p.index += 1
            case UInt8(ascii: "}"):
                p.index += 1
                p.depth -= 1
                guard sawType, let coordinate else { return nil }
                return SourceFeature(geometry: .point(coordinate), properties: properties, id: id, index: index)
            default: return nil
            }
        }
    }

    /// A Point geometry object's checked coordinate, or nil for anything else.
    private static func point(_ p: inout JSONParser) throws(JSONParseError) -> Coordinate? {
        guard p.peek() == UInt8(ascii: "{") else { return nil }
        try p.enter()
        p.index += 1
        var isPoint: Bool?
        var position: (lon: Double, lat: Double)?
        while true {
            p.skipWhitespace()
            guard p.peek() == UInt8(ascii: "\"") else { return nil }
            let key = try p.parseString()
            p.skipWhitespace()
            try p.expect(UInt8(ascii: ":"))
            p.skipWhitespace()
            switch key {
            case "type":
                guard isPoint == nil, p.peek() == UInt8(ascii: "\"") else { return nil }
                isPoint = try p.parseString() == "Point"
            case "coordinates":
                guard position == nil, let pair = try numbers(&p) else { return nil }
                position = pair
            default:
                _ = try p.parseValue()
            }
            p.skipWhitespace()
            switch p.peek() {
            case UInt8(ascii: ","): p.index += 1
            case UInt8(ascii: "}"):
                p.index += 1
                p.depth -= 1
                guard isPoint == true, let position else { return nil }
                return try? Coordinate(latitude: position.lat, longitude: position.lon)
            default: return nil
            }
        }
    }

    /// `[longitude, latitude, …]`: the first two must be numbers; what follows them is read and ignored.
    private static func numbers(_ p: inout JSONParser) throws(JSONParseError) -> (lon: Double, lat: Double)? {
        guard p.peek() == UInt8(ascii: "[") else { return nil }
        try p.enter()
        p.index += 1
        var values: (Double, Double) = (0, 0)
        for k in 0..<2 {
            p.skipWhitespace()
            guard let b = p.peek(), isNumberStart(b) else { return nil }
            let v = try p.parseNumber()
            if k == 0 { values.0 = v } else { values.1 = v }
            p.skipWhitespace()
            if k == 0 {
                guard p.peek() == UInt8(ascii: ",") else { return nil }
                p.index += 1
            }
        }
        while p.peek() == UInt8(ascii: ",") {
            p.index += 1
            p.skipWhitespace()
            _ = try p.parseValue()
            p.skipWhitespace()
        }
        guard p.peek() == UInt8(ascii: "]") else { return nil }
        p.index += 1
        p.depth -= 1
        return (values.0, values.1)
    }

    private static func isNumberStart(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "N") || b == UInt8(ascii: "I")
    }

    /// Properties in file order, nested objects with dotted keys, nulls left out (as `GeoJSONFeatureReader`
    /// flattens a tree); false when the object is not well-formed.
    private static func flatten(_ p: inout JSONParser, prefix: String, into list: inout [PlaceProperty]) throws(JSONParseError) -> Bool {
        try p.enter()
        p.index += 1
        p.skipWhitespace()
        if p.peek() == UInt8(ascii: "}") { p.index += 1; p.depth -= 1; return true }
        while true {
            p.skipWhitespace()
            guard p.peek() == UInt8(ascii: "\"") else { return false }
            let name = try p.parseString()
            let key = prefix.isEmpty ? name : prefix + "." + name
            p.skipWhitespace()
            try p.expect(UInt8(ascii: ":"))
            p.skipWhitespace()
            if p.peek() == UInt8(ascii: "{") {
                guard try flatten(&p, prefix: key, into: &list) else { return false }
            } else if let text = GeoJSONLoader.text(try p.parseValue()) {
                list.append(PlaceProperty(key: key, value: text))
            }
            p.skipWhitespace()
            switch p.peek() {
            case UInt8(ascii: ","): p.index += 1
            case UInt8(ascii: "}"): p.index += 1; p.depth -= 1; return true
            default: return false
            }
        }
    }
}

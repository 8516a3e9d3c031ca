import MapCore

/// Decodes the common GeoJSON feature, a Point with flat or nested properties, from the parser's bytes straight
/// into a `SourceFeature`: no `JSONValue` tree per feature (building and freeing those trees was a third of a
/// load). Anything else (another geometry, a repeated member, bad coordinates, bad syntax) gives nil with the
/// cursor back where the feature starts, and the caller reads the tree as before, so the result and every
/// message are the tree path's own.
enum GeoJSONFeatureDecoder {
    /// The feature at the parser's cursor, or nil (cursor unmoved) when the tree path must read it.
    /// `spare` is an empty list with room, taken for the feature's properties (the caller gives it back after).
    static func decode(_ parser: inout JSONParser, index: Int, spare: inout [PlaceProperty]) -> SourceFeature? {
        let start = parser.index, depth = parser.depth
        var properties: [PlaceProperty] = []
        swap(&properties, &spare)
        // A syntax error is left to the tree path to report, with its own line and column.
        if let feature = try? feature(&parser, index: index, properties: properties) { return feature }
        parser.index = start
        parser.depth = depth
        return nil
    }

    private static func feature(_ p: inout JSONParser, index: Int, properties: consuming [PlaceProperty]) throws(JSONParseError) -> SourceFeature? {
        guard p.peek() == UInt8(ascii: "{") else { return nil }
        try p.enter()
        p.index += 1
        var sawType = false, sawID = false, sawProperties = false
        var id: String?
        var coordinate: Coordinate?
        var properties = properties
        while true {
            p.skipWhitespace()
            guard p.peek() == UInt8(ascii: "\"") else { return nil }
            let key = try name(&p)
            p.skipWhitespace()
            try p.expect(UInt8(ascii: ":"))
            p.skipWhitespace()
            if key.is("type", in: &p) {
                guard !sawType, p.peek() == UInt8(ascii: "\""), try string(&p, is: "Feature") else { return nil }
                sawType = true
            } else if key.is("id", in: &p) {
                guard !sawID else { return nil }
                sawID = true
                id = GeoJSONFeatureReader.identifier(try p.parseValue())
            } else if key.is("geometry", in: &p) {
                guard coordinate == nil, let c = try point(&p) else { return nil }
                coordinate = c
            } else if key.is("properties", in: &p) {
                guard !sawProperties else { return nil }
                sawProperties = true
                if p.peek() == UInt8(ascii: "{") {
                    // As many as the last feature had: the list is not grown one property at a time.
                    properties.reserveCapacity(p.recentKeys.count)
                    guard try flatten(&p, prefix: "", into: &properties) else { return nil }
                } else {
                    // `null` is no properties, as in the tree path; any other kind is left to it.
                    guard try p.parseValue() == .null else { return nil }
                }
            } else {
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
            let key = try name(&p)
            p.skipWhitespace()
            try p.expect(UInt8(ascii: ":"))
            p.skipWhitespace()
            if key.is("type", in: &p) {
                guard isPoint == nil, p.peek() == UInt8(ascii: "\"") else { return nil }
                isPoint = try string(&p, is: "Point")
            } else if key.is("coordinates", in: &p) {
                guard position == nil, let pair = try numbers(&p) else { return nil }
                position = pair
            } else {
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

    /// A member's name: its bytes when it has no escapes (compared without making a `String`), else its text.
    private enum Name {
        case bytes(Range<Int>)
        case text(String)

        func `is`(_ literal: StaticString, in p: inout JSONParser) -> Bool {
            switch self {
            case .bytes(let range): p.bytes.bytes(range, are: literal)
            case .text(let text): text == literal.description
            }
        }
    }

    private static func name(_ p: inout JSONParser) throws(JSONParseError) -> Name {
        if let range = p.plainString() { return .bytes(range) }
        return .text(try p.parseString())
    }

    /// Whether the string at the cursor (read past) is `literal`.
    private static func string(_ p: inout JSONParser, is literal: StaticString) throws(JSONParseError) -> Bool {
        if let range = p.plainString() { return p.bytes.bytes(range, are: literal) }
        return try p.parseString() == literal.description
    }

    /// A property's name: the previous feature's at the same position when the bytes match (most files repeat
    /// their keys feature after feature), so no new `String` is made for it.
    private static func topLevelKey(_ p: inout JSONParser, position: Int) throws(JSONParseError) -> String {
        guard let range = p.plainString() else { return try p.parseString() }
        if position < p.recentKeys.count, p.bytes.bytes(range, are: p.recentKeys[position].bytes) { return p.recentKeys[position].key }
        let key = p.string(range)
        if position < p.recentKeys.count {
            p.recentKeys[position] = (p.bytes.array(range), key)
        } else if position == p.recentKeys.count, position < 64 {
            p.recentKeys.append((p.bytes.array(range), key))
        }
        return key
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
            let key = prefix.isEmpty ? try topLevelKey(&p, position: list.count) : prefix + "." + (try p.parseString())
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

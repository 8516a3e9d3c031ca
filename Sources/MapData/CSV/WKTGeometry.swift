import MapCore

/// Reads the Well-Known Text geometries a spreadsheet column may hold: `POINT (lon lat)`, `LINESTRING (…)`,
/// `POLYGON ((…), (…))` and their MULTI forms, with an optional `SRID=4326;` prefix and Z/M values ignored.
struct WKTGeometry {
    struct Failure: Error { let reason: String }

    private let bytes: [UInt8]
    private var i = 0

    static func parse(_ text: String) -> Result<SourceFeature.Geometry, Failure> {
        var p = WKTGeometry(bytes: Array(text.utf8))
        do throws(Failure) { return .success(try p.geometry()) } catch { return .failure(error) }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func geometry() throws(Failure) -> SourceFeature.Geometry {
        skipSpaces()
        if let semicolon = bytes.firstIndex(of: UInt8(ascii: ";")), bytes[0..<semicolon].starts(with: Array("SRID=".utf8)) {
            i = semicolon + 1
        }
        let word = self.word().uppercased()
        skipSpaces()
        // Dimension tags ("POINT Z (…)") change nothing here: only the first two numbers are read.
        let tag = self.word().uppercased()
        guard tag.isEmpty || tag == "Z" || tag == "M" || tag == "ZM" else { throw Failure(reason: "unexpected \"\(tag)\"") }
        let g: SourceFeature.Geometry
        switch word {
        case "POINT": g = .point(try point(bracketed: true))
        case "MULTIPOINT": g = .collection(try list { (p: inout WKTGeometry) throws(Failure) in
            p.skipSpaces()
            return .point(try p.point(bracketed: p.peek() == UInt8(ascii: "(")))
        })
        case "LINESTRING": g = .lines([try line()])
        case "MULTILINESTRING": g = .lines(try list { (p: inout WKTGeometry) throws(Failure) in try p.line() })
        case "POLYGON": g = .areas([try polygon()])
        case "MULTIPOLYGON": g = .areas(try list { (p: inout WKTGeometry) throws(Failure) in try p.polygon() })
        case "": throw Failure(reason: "empty")
        default: throw Failure(reason: "\(word.prefix(40)) is not a geometry Pinmap reads")
        }
        skipSpaces()
        guard i == bytes.count else { throw Failure(reason: "text after the geometry") }
        return g
    }

    private mutating func point(bracketed: Bool) throws(Failure) -> Coordinate {
        if bracketed { try expect("(") }
        let lon = try number(), lat = try number()
        // Z and M values, if any.
        skipSpaces()
        while let b = peek(), b != UInt8(ascii: ")"), b != UInt8(ascii: ",") { _ = try number(); skipSpaces() }
        if bracketed { try expect(")") }
        do { return try Coordinate(latitude: lat, longitude: lon) } catch { throw Failure(reason: "\(error)") }
    }

    private mutating func line() throws(Failure) -> [Coordinate] {
        let points = try list { (p: inout WKTGeometry) throws(Failure) in try p.point(bracketed: false) }
        guard points.count >= 2 else { throw Failure(reason: "a line of 1 point") }
        return points
    }

    private mutating func polygon() throws(Failure) -> [[Coordinate]] {
        try list { (p: inout WKTGeometry) throws(Failure) in
            var ring = try p.line()
            if ring.first != ring.last, let first = ring.first { ring.append(first) }
            guard ring.count >= 4 else { throw Failure(reason: "a ring of \(ring.count) points") }
            return ring
        }
    }

    /// `( item, item, … )`.
    private mutating func list<T>(_ item: (inout WKTGeometry) throws(Failure) -> T) throws(Failure) -> [T] {
        try expect("(")
        var items: [T] = []
        while true {
            items.append(try item(&self))
            skipSpaces()
            if peek() == UInt8(ascii: ",") { i += 1; continue }
            try expect(")")
            return items
        }
    }

    private mutating func number() throws(Failure) -> Double {
        skipSpaces()
        let start = i
        while let b = peek(), b != 0x20, b != UInt8(ascii: ","), b != UInt8(ascii: ")"), b != UInt8(ascii: "(") { i += 1 }
        guard let v = CSVNumber.parse(bytes, start, i, comma: false) else {
            throw Failure(reason: "\"\(String(decoding: bytes[start..<i].prefix(20), as: UTF8.self))\" is not a number")
        }
        return v
    }

    private mutating func word() -> String {
        let start = i
        while let b = peek(), (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func expect(_ c: Character) throws(Failure) {
        skipSpaces()
        guard peek() == c.asciiValue else { throw Failure(reason: "expected \"\(c)\"") }
        i += 1
    }

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }
    private mutating func skipSpaces() { while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1 } }
}

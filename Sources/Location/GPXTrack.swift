import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MapCore
import MapData

/// The points of a GPX 1.0/1.1 file's tracks (`trkpt`), or its route (`rtept`) when it has no track, in order.
public struct GPXTrack: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public let coordinate: Coordinate
        /// The point's `<time>`, when it has a valid one.
        public let time: Date?
    }

    public let points: [Point]

    /// A track file is a few megabytes at most; a bigger one is not a walk to replay (libxml2 also refuses a
    /// text node over 10 MB, which read as "not well-formed").
    public static let maxFileBytes = Limits.gpxFileBytes

    public init(points: [Point]) { self.points = points }

    /// Reads and parses `path`; every failure names the file and the reason (and the point's index for a bad point).
    public static func load(path: String) throws(GPXError) -> GPXTrack {
        let data: Data
        do { data = try RegularFile.read(atPath: path, limit: maxFileBytes) } catch {
            if case .tooLarge = error { throw GPXError(path: path, reason: "\(error)") }
            throw GPXError(path: path, reason: "cannot be read: \(error)")
        }
        return try parse(data, path: path)
    }

    /// Parses GPX bytes; `path` names the file in errors. At least two points are needed to move.
    public static func parse(_ data: Data, path: String) throws(GPXError) -> GPXTrack {
        // FoundationXML traps on a name that is not UTF-8 (the fuzzer's first find): refuse such bytes before it sees them.
        guard String(validating: data, as: UTF8.self) != nil else {
            throw GPXError(path: path, reason: "is not UTF-8 text (a GPX file is read as UTF-8)")
        }
        // FoundationXML reads a processing instruction without data through a null pointer (`<?x?>`, fuzz-gpx's
        // second find): none is allowed but the XML declaration, which libxml2 reads itself.
        if hasProcessingInstruction(data) {
            throw GPXError(path: path, reason: "processing instructions (<?…?>) other than the XML declaration are not allowed")
        }
        // libxml2 refuses a billion laughs too, but names it only as "error 89": say what is wrong first.
        if data.firstRange(of: Data("<!ENTITY".utf8)) != nil {
            throw GPXError(path: path, reason: "entity declarations are not allowed")
        }
        let reader = GPXReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw GPXError(path: path, reason: problem) }
        guard parsed else {
            let line = parser.lineNumber
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed"
            throw GPXError(path: path, reason: "not well-formed XML at line \(line): \(reason)")
        }
        guard reader.sawGPX else { throw GPXError(path: path, reason: "not a GPX file (no <gpx> element)") }
        let points = reader.trackPoints.isEmpty ? reader.routePoints : reader.trackPoints
        guard points.count >= 2 else {
            throw GPXError(path: path, reason: "has \(points.count) track point\(points.count == 1 ? "" : "s"); at least 2 are needed")
        }
        return GPXTrack(points: points)
    }
}

/// True when `data` has a `<?` other than a leading `<?xml ` declaration (after a byte-order mark or whitespace).
private func hasProcessingInstruction(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let declaration = Array("<?xml".utf8)
    var i = 0
    while i + 1 < bytes.count {
        if bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "?") {
            let isDeclaration = i == start && bytes[i...].starts(with: declaration) && i + 5 < bytes.count
                && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
            if !isDeclaration { return true }
        }
        i += 1
    }
    return false
}

/// XMLParser's delegate: collects `trkpt`/`rtept` with their `time`, and the first bad point as `problem`.
private final class GPXReader: NSObject, XMLParserDelegate {
    var trackPoints: [GPXTrack.Point] = []
    var routePoints: [GPXTrack.Point] = []
    var sawGPX = false
    var problem: String?
    private var open: (coordinate: Coordinate, isRoute: Bool)?
    private var time: Date?
    private var text = ""
    private var inTime = false
    private var index = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "gpx": sawGPX = true
        case "trkpt", "rtept":
            defer { index += 1 }
            guard index < Limits.gpxPoints else {
                fail(parser, "has more than \(Limits.gpxPoints) points, more than a track to replay")
                return
            }
            guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init) else {
                fail(parser, "point \(index) (<\(name)>): missing or non-numeric lat/lon")
                return
            }
            do { open = (try Coordinate(latitude: lat, longitude: lon), name == "rtept") } catch {
                fail(parser, "point \(index) (<\(name)>): \(error)")
            }
            time = nil
        case "time" where open != nil:
            inTime = true
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTime { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "time" where inTime:
            inTime = false
            // A time that cannot be read leaves the point untimed: the replay then walks it at walking pace.
            time = Self.parseTime(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case "trkpt", "rtept":
            guard let point = open else { return }
            let p = GPXTrack.Point(coordinate: point.coordinate, time: time)
            if point.isRoute { routePoints.append(p) } else { trackPoints.append(p) }
            open = nil
        default: break
        }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if problem == nil { problem = message }
        parser.abortParsing()
    }

    static func parseTime(_ text: String) -> Date? { GPXTime.parse(text) }
}

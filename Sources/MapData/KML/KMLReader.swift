/// KML 2.2 (Google Earth, Google My Maps) as `SourceFeature`s, streamed: one feature per `Placemark`, its
/// folder path ("Trip/Food") as its category, its name, description (as plain text and links), ExtendedData
/// and time as properties in file order, and its style's colour. A placemark that cannot be used is skipped
/// with its line and the reason; a document that is not KML, not well-formed, or has a DTD is refused whole.
public enum KMLReader {
    /// Reads `bytes` (a whole .kml file) into `sink`; `source` names the file in errors.
    public static func read(_ bytes: [UInt8], source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try read(bytes, source: source, limits: .standard, into: &sink)
    }

    static func read(_ bytes: [UInt8], source: String, limits: XMLLimits, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in try read(window, source: source, limits: limits, into: &sink) }
    }

    /// Reads a window's bytes (a mapped file's are given back as libxml2 takes them).
    static func read(_ bytes: ByteWindow, source: String, limits: XMLLimits = .standard,
                     into sink: inout some FeatureSink) throws(PlaceFileError) {
        do {
            let parser = try XMLPullParser(bytes: bytes, limits: limits, watching: KMLTag.names)
            parser.collectsText = false
            var walker = KMLWalker(parser: parser)
            if let root = try walker.run(into: &sink) {
                throw PlaceFileError.malformed(path: source, format: "KML", line: 1, detail: "the root element is <\(root)>, not <kml>")
            }
        } catch let error as XMLReadError {
            throw error.placeFileError(path: source, format: "KML")
        } catch let error as PlaceFileError {
            throw error
        } catch {
            throw .malformed(path: source, format: "KML", line: nil, detail: "\(error)")
        }
    }
}

/// One pass over a KML document.
struct KMLWalker {
    let parser: XMLPullParser
    /// The open folders' names and the depth each opened at.
    private var folders: [(name: String, depth: Int)] = [] { didSet { folderPath = nil } }
    /// The folders' path ("Trip/Food") once worked out, until they change: not joined again per placemark.
    private var folderPath: String??
    private var styles = KMLStyleTable()
    private var placemark: KMLPlacemark?
    /// The placemarks started so far, and the number of the next (a later part of a split file starts above 0).
    private(set) var placemarkCount: Int
    private var lastLine = 1

    init(parser: XMLPullParser, firstIndex: Int = 0) {
        self.parser = parser
        placemarkCount = firstIndex
    }

    /// Hands every placemark to `sink`; returns the root element's name when it is not `kml` (nothing read).
    mutating func run(into sink: inout some FeatureSink) throws(XMLReadError) -> String? {
        var sawRoot = false
        while let event = try parser.next() {
            switch event {
            case .start(let name, let line):
                lastLine = line
                if !sawRoot {
                    sawRoot = true
                    guard KMLTag(code: parser.code) == .kml else { return name }
                }
                try start(KMLTag(code: parser.code), line: line)
            case .end:
                let tag = KMLTag(code: parser.code)
                end(tag, into: &sink)
                if tag == .placemark, let read = sink.cancelledAfter { throw .cancelled(featuresRead: read) }
            case .text:
                continue
            }
        }
        return nil
    }

    /// The tag of the element enclosing the one just started.
    private var parent: KMLTag? { KMLTag(code: parser.parentCode) }

    private mutating func start(_ tag: KMLTag?, line: Int) throws(XMLReadError) {
        if placemark != nil { return try startInPlacemark(tag, line: line) }
        switch tag {
        case .folder: folders.append(("", parser.depth))
        case .name where parent == .folder && !folders.isEmpty:
            folders[folders.count - 1].name = try parser.text().trimmingWhitespace()
        case .style:
            let id = parser.attribute("id")
            let style = try KMLStyle.read(from: parser)
            if let id { styles.add(style, id: id) }
        case .styleMap:
            let id = parser.attribute("id")
            if let normal = try KMLStyleTable.readMap(from: parser), let id { styles.addMap(normal: normal, id: id) }
        case .placemark:
            let category = folderPath ?? {
                let joined = folders.map(\.name).filter { !$0.isEmpty }.joined(separator: "/")
                return joined.isEmpty ? nil : joined
            }()
            folderPath = category
            placemark = KMLPlacemark(index: placemarkCount, line: line, depth: parser.depth, id: parser.attribute("id"),
                                     category: category)
            placemarkCount += 1
        case .schema, .description, .snippet, .open, .visibility:
            try parser.skipElement()
        default: break
        }
    }

    private mutating func startInPlacemark(_ tag: KMLTag?, line: Int) throws(XMLReadError) {
        switch tag {
        case .name where parent == .placemark:
            placemark?.add("name", try parser.text().trimmingWhitespace())
        case .description where parent == .placemark:
            let converted = HTMLText.convert(try parser.text())
            placemark?.add("description", converted.text)
            for (number, link) in converted.links.enumerated() {
                placemark?.add(number == 0 ? "link" : "link \(number + 1)", link)
            }
        case .address where parent == .placemark:
            placemark?.add("address", try parser.text().trimmingWhitespace())
        case .phoneNumber where parent == .placemark:
            placemark?.add("phone", try parser.text().trimmingWhitespace())
        case .when where parent == .timeStamp:
            placemark?.add("time", try parser.text().trimmingWhitespace())
        case .styleURL where parent == .placemark:
            placemark?.styleURL = try parser.text().trimmingWhitespace()
        case .style where parent == .placemark:
            placemark?.inlineStyle = try KMLStyle.read(from: parser)
        case .data:
            placemark?.dataName = parser.attribute("name")
        case .value where parent == .data:
            let value = try parser.text().trimmingWhitespace()
            if let key = placemark?.dataName { placemark?.add(key, value) }
        case .simpleData:
            let key = parser.attribute("name")
            let value = try parser.text().trimmingWhitespace()
            if let key { placemark?.add(key, value) }
        case .coordinates:
            let text = try parser.text()
            placemark?.geometry.coordinates(text, line: line)
        case .coord where parent == .track:
            placemark?.geometry.trackCoordinate(try parser.text(), line: line)
        default:
            if let tag { placemark?.geometry.begin(tag) }
        }
    }

    /// Ends by depth, not by name, so stray Placemark or Folder elements inside a placemark cannot unbalance them.
    private mutating func end(_ tag: KMLTag?, into sink: inout some FeatureSink) {
        let depth = parser.depth
        if let current = placemark, depth < current.depth {
            placemark = nil
            current.finish(styles: styles, into: &sink)
        } else if placemark != nil {
            // In place (never through a copy): a gx:Track's points must not be copied at each element's end.
            if let tag { placemark?.geometry.end(tag, line: lastLine) }
            if tag == .data { placemark?.dataName = nil }
        }
        if let last = folders.last, depth < last.depth { folders.removeLast() }
    }
}

/// The places file formats Pinmap reads, told apart by content (`sniff`), the extension only breaking ties.
public enum PlaceFileFormat: String, Sendable, CaseIterable {
    case geojson, kml, kmz, gpx, csv

    /// File extensions, lowercased, without the dot; the first is the one to write.
    public var fileExtensions: [String] {
        switch self {
        case .geojson: return ["geojson", "json"]
        case .kml: return ["kml"]
        case .kmz: return ["kmz"]
        case .gpx: return ["gpx"]
        case .csv: return ["csv", "tsv", "txt"]
        }
    }

    public var mimeTypes: [String] {
        switch self {
        case .geojson: return ["application/geo+json", "application/json"]
        case .kml: return ["application/vnd.google-earth.kml+xml"]
        case .kmz: return ["application/vnd.google-earth.kmz"]
        case .gpx: return ["application/gpx+xml"]
        case .csv: return ["text/csv", "text/tab-separated-values"]
        }
    }

    /// The name in messages.
    public var title: String {
        switch self {
        case .geojson: return "GeoJSON"
        case .kml: return "KML"
        case .kmz: return "KMZ"
        case .gpx: return "GPX"
        case .csv: return "CSV"
        }
    }

    /// The format of a file's content: `{` or `[` is JSON, `<` XML (KML or GPX by its root element), `PK\3\4` a
    /// zip (KMZ); any other text is CSV unless the extension names another format. `name`'s extension decides
    /// only what the content leaves open (an empty file, XML of another root, text that is not JSON or XML). Throws for XML of another kind and for binary data.
    public static func sniff(_ bytes: [UInt8], name: String) throws(PlaceFileError) -> PlaceFileFormat {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in try sniff(window, name: name) }
    }

    static func sniff(_ bytes: ByteWindow, name: String) throws(PlaceFileError) -> PlaceFileFormat {
        let byExtension = fromExtension(of: name)
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .kmz }
        if TextEncodingSniffer.wideEncoding(of: bytes) != nil { return byExtension ?? .geojson }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count else { return byExtension ?? .csv }
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .geojson
        case UInt8(ascii: "<"):
            switch rootElement(bytes, from: i) {
            case "kml"?: return .kml
            case "gpx"?: return .gpx
            case let root?:
                if let e = byExtension, e == .kml || e == .gpx { return e }
                throw .unrecognisedFormat(path: name, detail: "XML whose root element is <\(root.prefix(40))>, not <kml> or <gpx>")
            case nil:
                if let e = byExtension, e == .kml || e == .gpx { return e }
                throw .unrecognisedFormat(path: name, detail: "it starts with \"<\" but has no XML root element")
            }
        default:
            // Text of any kind is tried as CSV; many control bytes (other than tab and line breaks) mean binary
            // data, while a stray NUL in a text row is left for the CSV reader to report by line.
            let head = bytes[i..<min(bytes.count, i + 512)]
            if head.lazy.filter({ $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }).count * 8 > head.count {
                throw .unrecognisedFormat(path: name, detail: "binary data, not text")
            }
            // A ".geojson" of plain text gets JSON's error (line and column), not CSV's.
            return byExtension ?? .csv
        }
    }

    /// The format an extension names, or nil.
    public static func fromExtension(of name: String) -> PlaceFileFormat? {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        return allCases.first { $0.fileExtensions.contains(ext) }
    }

    /// The local name of the first element (after the XML declaration, comments, processing instructions and
    /// a DOCTYPE), looking at most 64 KiB in; "kml" for `<kml:kml …>` too.
    static func rootElement(_ bytes: ByteWindow, from start: Int) -> String? {
        var i = start
        let end = min(bytes.count, start + (64 << 10))
        while i < end {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            guard i + 1 < end else { return nil }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                // Skip to the end of the declaration, comment or DOCTYPE.
                let close: [UInt8] = bytes[i...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
                var j = i + 2
                while j + close.count <= end, !bytes[j..<(j + close.count)].elementsEqual(close) { j += 1 }
                i = j + close.count
                continue
            }
            var j = i + 1
            while j < end, bytes[j] != 0x20, bytes[j] != 0x09, bytes[j] != 0x0A, bytes[j] != 0x0D,
                  bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
            let qualified = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
            return qualified.split(separator: ":").last.map(String.init) ?? qualified
        }
        return nil
    }
}

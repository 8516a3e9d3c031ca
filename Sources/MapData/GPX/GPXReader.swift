/// GPX 1.0 and 1.1 as `SourceFeature`s, streamed: each `wpt` a point (name, desc, cmt, type, sym, ele, time
/// and link as properties; its category `type`, else `sym`), each `trk` a line with its segments as parts,
/// each `rte` a line. A track is held within `PointThinner.standardCap` points (evenly thinned beyond), so a
/// 10-million-point track costs at most 16 MB here. A waypoint or line with a bad position is skipped with its
/// line and the reason; a document that is not GPX, not well-formed, or has a DTD is refused whole.
public enum GPXReader {
    /// Reads `bytes` (a whole .gpx file) into `sink`; `source` names the file in errors.
    public static func read(_ bytes: [UInt8], source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try read(bytes, source: source, limits: .standard, pointCap: PointThinner.standardCap, into: &sink)
    }

    static func read(_ bytes: [UInt8], source: String, limits: XMLLimits, pointCap: Int,
                     into sink: inout some FeatureSink) throws(PlaceFileError) {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, limits: limits, pointCap: pointCap, into: &sink)
        }
    }

    /// Reads a window's bytes (a mapped file's are given back as libxml2 takes them).
    static func read(_ bytes: ByteWindow, source: String, limits: XMLLimits = .standard, pointCap: Int = PointThinner.standardCap,
                     into sink: inout some FeatureSink) throws(PlaceFileError) {
        do {
            let parser = try XMLPullParser(bytes: bytes, limits: limits, watching: GPXTag.names)
            parser.collectsText = false
            var walker = GPXWalker(parser: parser, pointCap: pointCap)
            if let root = try walker.run(into: &sink) {
                throw PlaceFileError.malformed(path: source, format: "GPX", line: 1, detail: "the root element is <\(root)>, not <gpx>")
            }
        } catch let error as XMLReadError {
            throw error.placeFileError(path: source, format: "GPX")
        } catch let error as PlaceFileError {
            throw error
        } catch {
            throw .malformed(path: source, format: "GPX", line: nil, detail: "\(error)")
        }
    }
}

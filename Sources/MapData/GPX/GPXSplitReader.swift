import MapCore

/// Reads a large GPX file on both cores: the document up to the first `<wpt` at or past `firstShare` of its bytes on
/// the calling thread, the rest on another after a copy of the document's head (its prolog and `<gpx …>`: the same
/// encoding and namespaces), each into its own `FeatureAssembler`, joined after (`FeatureAssembler.absorb`), so the
/// places, problems and categories are what `GPXReader` gives on one thread.
///
/// - **The boundary holds** when the first part, closed there with `</gpx>`, is well-formed (so the boundary was a
///   child of the root, not inside a comment, a CDATA section or a deeper element) and has exactly as many
///   waypoints, tracks and routes as the later part counted before the boundary (its first feature number).
/// - **Anything else reads the file again on one thread** (`read` returns false): a boundary that did not hold, or an
///   error in either part, so a broken file gets exactly the error one reader gives. Given-back pages are read
///   again from the file first.
/// - The later part's lines are counted from the document's start.
public enum GPXSplitReader: XMLSplitReading {
    /// An array's bytes in two parts (`readArray`), from `minBytes` on at `firstShare` of them.
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler,
                            minBytes: Int = PlaceFileLoader.splitMinBytes, firstShare: Double = 0.5) throws(PlaceFileError) -> Bool {
        try readArray(bytes, source: source, into: &first, minBytes: minBytes, firstShare: firstShare)
    }

    static func read(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: XMLSplit = XMLSplit()) throws(PlaceFileError) -> Bool {
        guard let headEnd = XMLRootStart.end(in: bytes, root: "gpx"), let from = split.searchStart(bytes, headEnd: headEnd),
              let boundary = Self.boundary(in: bytes, from: from) else {
            return false
        }
        let head = bytes.array(0..<headEnd), limits = split.limits, pointCap = split.pointCap, count = bytes.count
        let later = XMLLaterPart(bytes: bytes, boundary: boundary, scan: GPXBoundaryScan(from: headEnd),
                                 assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize)) { scan, bytes, sink throws(XMLReadError) in
            let part = XMLPart(prefix: head, range: boundary..<count, isLater: true, lineOffset: scan.newlines)
            let parser = try XMLPullParser(bytes: bytes, limits: limits, watching: GPXTag.names, part: part)
            parser.collectsText = false
            var walker = GPXWalker(parser: parser, pointCap: pointCap, firstIndex: scan.features)
            guard try walker.run(into: &sink) == nil else { throw .notWellFormed(line: 1, message: "not a GPX root") }
            return scan.features
        }
        var firstCount: Int?
        var firstError: XMLReadError?
        do {
            let part = XMLPart(range: 0..<boundary, suffix: Array("</gpx>".utf8), releaseLimit: { later.counted })
            let parser = try XMLPullParser(bytes: bytes, limits: split.limits, watching: GPXTag.names, part: part)
            parser.collectsText = false
            var walker = GPXWalker(parser: parser, pointCap: split.pointCap)
            if try walker.run(into: &first) == nil { firstCount = walker.featureCount }
        } catch {
            firstError = error
        }
        return try later.join(into: &first, firstCount: firstCount, firstError: firstError, source: source)
    }

    /// The first `<wpt` start tag at or after `start`, or nil.
    static func boundary(in bytes: ByteWindow, from start: Int) -> Int? {
        bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var at = start
            while let found = GPXBoundaryScan.nextMark(in: buffer, from: at, to: buffer.count) {
                if buffer[found + 1] == UInt8(ascii: "w") { return found }
                at = found + 1
            }
            return nil
        } ?? nil
    }
}

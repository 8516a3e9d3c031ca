#if canImport(Glibc)
import Glibc
#endif

/// Reads a large KML file on both cores, as `GPXSplitReader` does a GPX file: the document up to the first
/// `<Placemark` at or past `firstShare` of its bytes on the calling thread, closed there with the end tags of the
/// elements open at it; the rest on another thread after a copy of the document's head, those elements' start tags
/// (each folder with its `<name>`, so the same categories) and every style defined before the boundary
/// (`KMLBoundaryScan`). Each part fills its own `FeatureAssembler`, joined after.
///
/// - **The boundary holds** when the scan followed every tag before it, only Document and Folder elements are open
///   there, the first part is well-formed with the scan's end tags, and it read exactly as many placemarks as the
///   scan counted.
/// - **Anything else reads the file again on one thread** (`read` returns false), so a broken file gets exactly the
///   error one reader gives.
public enum KMLSplitReader: XMLSplitReading {
    /// An array's bytes in two parts (`readArray`), from `minBytes` on at `firstShare` of them.
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler,
                            minBytes: Int = PlaceFileLoader.splitMinBytes, firstShare: Double = 0.5) throws(PlaceFileError) -> Bool {
        try readArray(bytes, source: source, into: &first, minBytes: minBytes, firstShare: firstShare)
    }

    static func read(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: XMLSplit = XMLSplit()) throws(PlaceFileError) -> Bool {
        guard let headEnd = XMLRootStart.end(in: bytes, root: "kml"), let from = split.searchStart(bytes, headEnd: headEnd),
              let boundary = Self.boundary(in: bytes, from: from) else {
            return false
        }
        // Copied now: the first part gives back the head's pages as it reads on.
        let head = bytes.array(0..<headEnd), limits = split.limits, count = bytes.count
        let later = XMLLaterPart(bytes: bytes, boundary: boundary, scan: KMLBoundaryScan(from: headEnd),
                                 assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize)) { scan, bytes, sink throws(XMLReadError) in
            guard scan.holds(at: boundary) else { return nil }
            let part = XMLPart(prefix: head + scan.reopening, range: boundary..<count, isLater: true,
                               lineOffset: scan.newlines - scan.reopeningNewlines)
            let parser = try XMLPullParser(bytes: bytes, limits: limits, watching: KMLTag.names, part: part)
            parser.collectsText = false
            var walker = KMLWalker(parser: parser, firstIndex: scan.placemarks)
            guard try walker.run(into: &sink) == nil else { throw .notWellFormed(line: 1, message: "not a KML root") }
            return scan.placemarks
        }
        var firstCount: Int?
        var firstError: XMLReadError?
        do {
            let part = XMLPart(range: 0..<boundary, lateSuffix: { later.finishedScan().closingTags }, releaseLimit: { later.counted })
            let parser = try XMLPullParser(bytes: bytes, limits: split.limits, watching: KMLTag.names, part: part)
            parser.collectsText = false
            var walker = KMLWalker(parser: parser)
            if try walker.run(into: &first) == nil { firstCount = walker.placemarkCount }
        } catch {
            firstError = error
        }
        return try later.join(into: &first, firstCount: firstCount, firstError: firstError, source: source)
    }

    /// The first `<Placemark` start tag at or after `start`, or nil.
    static func boundary(in bytes: ByteWindow, from start: Int) -> Int? {
        let name = Array("Placemark".utf8)
        return bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var at = start
            while let i = KMLBoundaryScan.find(UInt8(ascii: "<"), in: buffer, from: at, to: buffer.count) {
                at = i + 1
                let end = i + 1 + name.count
                guard end < buffer.count else { return nil }
                let after = buffer[end]
                if buffer[(i + 1)..<end].elementsEqual(name),
                   after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == UInt8(ascii: ">") {
                    return i
                }
            }
            return nil
        } ?? nil
    }
}

import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import MapCore
import Synchronization

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
public enum GPXSplitReader {
    /// Smaller files are read on one thread.
    public static let minBytes = PlaceFileLoader.splitMinBytes
    /// The first part's share: the later part first counts the features and lines before the boundary.
    public static let firstShare = 0.5
    /// The later part's places per chunk (see `FeatureAssembler.chunkSize`).
    static let chunkSize = 1 << 16
    /// The later part counts in steps of this many bytes; the first gives back pages only behind its count.
    static let countStep = 1 << 20

    /// Where and whether to split, and the reader's limits; tests choose their own.
    struct Split {
        var minBytes = GPXSplitReader.minBytes
        var firstShare = GPXSplitReader.firstShare
        var chunkSize = GPXSplitReader.chunkSize
        var limits = XMLLimits.standard
        var pointCap = PointThinner.standardCap
    }

    /// Reads an array's bytes in two parts into `first`, splitting from `minBytes` on at `firstShare` of them (tests
    /// and the fuzzer split small inputs anywhere); false when they are to be read on one thread instead.
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler, minBytes: Int = minBytes,
                            firstShare: Double = firstShare) throws(PlaceFileError) -> Bool {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, into: &first, split: Split(minBytes: minBytes, firstShare: firstShare, chunkSize: 3))
        }
    }

    /// Reads `bytes` in two parts into `first`. False when the file is to be read on one thread instead (too small,
    /// no boundary, or a split that did not hold); `first` is then part-filled, to be dropped.
    static func read(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: Split = Split()) throws(PlaceFileError) -> Bool {
        guard bytes.count >= split.minBytes, bytes.count <= split.limits.documentBytes,
              let headEnd = XMLRootStart.end(in: bytes, root: "gpx"),
              let boundary = Self.boundary(in: bytes, from: max(headEnd, Int(Double(bytes.count) * split.firstShare))) else {
            return false
        }
        let later = LaterPart(bytes: bytes, head: bytes.array(0..<headEnd), headEnd: headEnd, boundary: boundary, split: split,
                              assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize))
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
        let outcome = later.finish()
        if case .cancelled = firstError { throw .cancelled(path: source, featuresRead: first.featureCount) }
        if case .failed(.cancelled)? = outcome { throw .cancelled(path: source, featuresRead: first.featureCount) }
        guard let firstCount, case .read(let firstIndex)? = outcome, firstIndex == firstCount, let part = later.takeAssembler() else {
            _ = bytes.restoreReleased()
            return false
        }
        // Moved, not copied: a second holder of its chunks would keep each alive after it is joined (+40 MB at the end).
        first.absorb(consume part)
        return true
    }

    /// The first `<wpt` start tag at or after `start`, or nil.
    static func boundary(in bytes: ByteWindow, from start: Int) -> Int? {
        bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var at = start
            while let found = Self.nextMark(in: buffer, from: at, to: buffer.count) {
                if buffer[found + 1] == UInt8(ascii: "w") { return found }
                at = found + 1
            }
            return nil
        } ?? nil
    }

    /// The next `<wpt`, `<trk` or `<rte` start tag (the name followed by white space, `>` or `/`) in `from..<to`.
    private static func nextMark(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var at = from
        while at < to, let hit = memchr(base + at, Int32(UInt8(ascii: "<")), to - at) {
            let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            at = i + 1
            guard i + 4 < buffer.count else { return nil }
            let a = buffer[i + 1], b = buffer[i + 2], c = buffer[i + 3], after = buffer[i + 4]
            guard after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == UInt8(ascii: ">")
                    || after == UInt8(ascii: "/") else { continue }
            if (a, b, c) == (UInt8(ascii: "w"), UInt8(ascii: "p"), UInt8(ascii: "t"))
                || (a, b, c) == (UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "k"))
                || (a, b, c) == (UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "e")) {
                return i
            }
        }
        return nil
    }

    /// Waypoint, track and route start tags, and line breaks, in `range`.
    private static func marks(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (features: Int, newlines: Int) {
        var newlines = 0
        for i in range where buffer[i] == 0x0A { newlines += 1 }
        var features = 0, at = range.lowerBound
        while let found = nextMark(in: buffer, from: at, to: range.upperBound) {
            features += 1
            at = found + 1
        }
        return (features, newlines)
    }

    /// The document from the boundary on, read on a thread of its own.
    private final class LaterPart: @unchecked Sendable {
        enum Outcome {
            /// Read through; its first feature's number.
            case read(firstIndex: Int)
            case failed(XMLReadError)
        }

        private let progress = Atomic<Int>(0)
        private let done = DispatchSemaphore(value: 0)
        private let bytes: ByteWindow
        private let head: [UInt8]
        private let headEnd: Int
        private let boundary: Int
        private let split: Split
        // Touched only by the part's thread until `done` is signalled, then only by the caller's.
        private var assembler: FeatureAssembler?
        private var outcome: Outcome?
        private var waited = false

        init(bytes: ByteWindow, head: [UInt8], headEnd: Int, boundary: Int, split: Split, assembler: FeatureAssembler) {
            self.bytes = bytes; self.head = head; self.headEnd = headEnd; self.boundary = boundary; self.split = split
            self.assembler = assembler
            progress.store(headEnd, ordering: .releasing)
            DispatchQueue.global(qos: .userInitiated).async { [self] in run() }
        }

        /// How far the count before the boundary has read: the first part gives back no page after it.
        var counted: Int { progress.load(ordering: .acquiring) }

        private func run() {
            var features = 0, newlines = 0
            var at = headEnd
            _ = bytes.withContiguousStorageIfAvailable { buffer in
                while at < boundary {
                    let end = min(boundary, at + GPXSplitReader.countStep)
                    let found = GPXSplitReader.marks(in: buffer, at..<end)
                    features += found.features; newlines += found.newlines
                    at = end
                    progress.store(at, ordering: .releasing)
                }
            }
            progress.store(.max, ordering: .releasing)
            var sink = assembler!
            assembler = nil
            do {
                let part = XMLPart(prefix: head, range: boundary..<bytes.count, isLater: true, lineOffset: newlines)
                let parser = try XMLPullParser(bytes: bytes, limits: split.limits, watching: GPXTag.names, part: part)
                parser.collectsText = false
                var walker = GPXWalker(parser: parser, pointCap: split.pointCap, firstIndex: features)
                outcome = try walker.run(into: &sink) == nil ? .read(firstIndex: features)
                    : .failed(.notWellFormed(line: 1, message: "not a GPX root"))
            } catch {
                outcome = .failed(error)
            }
            assembler = sink
            done.signal()
        }

        /// Waits for the part's thread (once); how it ended.
        func finish() -> Outcome? {
            if !waited { done.wait(); waited = true }
            return outcome
        }

        /// Its assembler, moved out (after `finish()`).
        func takeAssembler() -> FeatureAssembler? { assembler.take() }
    }
}

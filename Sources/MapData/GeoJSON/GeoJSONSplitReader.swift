import Dispatch
import MapCore
import Synchronization

/// Reads a large GeoJSON FeatureCollection on both cores: the `features` before a point near the middle on the calling
/// thread, the rest on another, each into its own `FeatureAssembler`, joined after (`FeatureAssembler.absorb`), so the
/// places, problems and categories are what `GeoJSONFeatureReader` gives on one thread.
///
/// - **The boundary is the first element starting at or past `target`**, by the same rule on both threads: the first
///   parses elements up to it; the second parses the document's head, skips elements by their bytes (strings,
///   nesting: `JSONParser.skipValue`) up to it, then reads on to the array's end. The first checks that the second
///   started at the element number and offset it stopped at, else reads on alone.
/// - A fault in the second part's bytes is the error one reader would give (the first part's bytes held none, or the
///   first would have stopped at its own). The document after the array is the first part's to read.
/// - The first part gives back pages only as far as the second has skimmed.
public enum GeoJSONSplitReader {
    /// Smaller files are read on one thread.
    public static let minBytes = PlaceFileLoader.splitMinBytes
    /// The first part's share: the second also skims the first part's bytes (`JSONSkim`, a twentieth of reading
    /// them). On a 1M-place file at 0.52 the first part waited 45-75 ms for the second, at 0.57 the second 35-50 ms.
    public static let firstShare = 0.54
    static let chunkSize = 1 << 16

    /// Where and whether to split; tests choose their own.
    struct Split {
        var minBytes = GeoJSONSplitReader.minBytes
        var firstShare = GeoJSONSplitReader.firstShare
        var chunkSize = GeoJSONSplitReader.chunkSize
    }

    /// Reads `bytes` into `first`, splitting from `minBytes` on at `firstShare` of them (tests and the fuzzer split
    /// small inputs anywhere).
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler, minBytes: Int = minBytes,
                            firstShare: Double = firstShare) throws(PlaceFileError) {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, into: &first, split: Split(minBytes: minBytes, firstShare: firstShare))
        }
    }

    static func read(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: Split = Split()) throws(PlaceFileError) {
        guard bytes.count >= split.minBytes else { return try GeoJSONFeatureReader.read(bytes, source: source, into: &first) }
        if let encoding = TextEncodingSniffer.wideEncoding(of: bytes) {
            throw .notUTF8(path: source, detail: "it looks like \(encoding)")
        }
        let later = LaterPart(bytes: bytes, target: Int(Double(bytes.count) * split.firstShare),
                              assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize))
        let box = GeoJSONFeatureReader.SinkBox(sink: first)
        var joined: FeatureAssembler?
        let handOff = JSONParser.StreamPart.first(target: later.target, rest: { count, offset throws(JSONParseError) in
            // The later part's places, as many as its share of bytes holds at this part's rate, get their pages now.
            box.sink.prepareRoom(forMorePlaces: Int(Double(count) * Double(bytes.count - offset) / Double(max(offset, 1))))
            let (outcome, assembler) = later.finish()
            switch outcome {
            case .read(count, offset, let end)?:
                joined = assembler
                return end
            case .failed(count, offset, let error)?:
                throw error
            default:
                return nil
            }
        }, releaseLimit: { later.skimmed })
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, streamingArrayAt: "features", part: handOff, elements: GeoJSONFeatureReader.elements(box))
        } catch {
            _ = later.finish()
            throw GeoJSONFeatureReader.failure(error, box: box, source: source)
        }
        _ = later.finish()
        try GeoJSONFeatureReader.finish(root, box: box, source: source)
        // Joined in the box (a copy out of it first would share the places and copy them all at the first append);
        // moved out of the variable the hand-over closure shares, so each of its chunks is freed as it is joined.
        if let part = joined.take() { box.sink.absorb(consume part) }
        first = box.sink
    }

    /// The elements from the boundary on, read on a thread of their own.
    private final class LaterPart: @unchecked Sendable {
        let target: Int
        private let passed = Atomic<Int>(0)
        private let done = DispatchSemaphore(value: 0)
        // Touched only by the part's thread until `done` is signalled, then only by the caller's.
        private let bytes: ByteWindow
        private var assembler: FeatureAssembler?
        private var outcome: JSONParser.LaterOutcome?
        private var waited = false

        init(bytes: ByteWindow, target: Int, assembler: FeatureAssembler) {
            self.bytes = bytes; self.target = target; self.assembler = assembler
            DispatchQueue.global(qos: .userInitiated).async { [self] in run() }
        }

        /// How far the skim has passed (`Int.max` once past the first part's elements, or done).
        var skimmed: Int { passed.load(ordering: .acquiring) }

        private func run() {
            let box = GeoJSONFeatureReader.SinkBox(sink: assembler!)
            assembler = nil
            let part = JSONParser.StreamPart.later(target: target, skimmed: { [self] offset in
                passed.store(offset, ordering: .releasing)
            })
            outcome = JSONParser.parseLaterPart(bytes, streamingArrayAt: "features", part: part,
                                                elements: GeoJSONFeatureReader.elements(box))
            assembler = box.sink
            passed.store(.max, ordering: .releasing)
            done.signal()
        }

        /// Waits for the part's thread (once); what it read, and its assembler (moved out, on the first call).
        func finish() -> (JSONParser.LaterOutcome?, FeatureAssembler?) {
            if !waited { done.wait(); waited = true }
            return (outcome, assembler.take())
        }
    }
}

import Dispatch
import MapCore
import Synchronization

/// Reads a large CSV file on both cores: the rows before a point near the middle on the calling thread, the rest on
/// another, each into its own `FeatureAssembler`, joined after (`FeatureAssembler.absorb`), so the places, problems,
/// categories and notes are exactly what `CSVReader` gives on one thread.
///
/// - **The boundary is the tokenizer's own.** Both threads run `CSVTokenizer` from the first row: the first reads rows
///   while the next would start before `target`; the second only tokenises by the same rule, then reads on. A quoted
///   cell holding line breaks cannot shift it: it is the same tokenizer from the same start.
/// - The second thread counts the rows it passed, so its rows' numbers, lines and made ids ("feature/N") are one
///   reader's.
/// - Each part gives back the file's pages it has read; the first only as far as the second has tokenised them.
public enum CSVSplitReader {
    /// Smaller files are read on one thread (a thread costs more than it saves).
    public static let minBytes = PlaceFileLoader.splitMinBytes
    /// The first part's share of the rows' bytes: the second also tokenises the first part's rows first (measured: 0.55 left
    /// the first part waiting 150-200 ms).
    static let firstShare = 0.6
    /// The later part's places per chunk (see `FeatureAssembler.chunkSize`).
    static let chunkSize = 1 << 16

    /// Reads `bytes` into `first`, splitting from `minBytes` on (tests and the fuzzer split small inputs).
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler,
                            minBytes: Int = minBytes) throws(PlaceFileError) {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, into: &first, split: Split(minBytes: minBytes))
        }
    }

    /// Where and whether to split; tests choose their own.
    struct Split {
        var minBytes = CSVSplitReader.minBytes
        var firstShare = CSVSplitReader.firstShare
        var chunkSize = CSVSplitReader.chunkSize
    }

    static func read(_ input: ByteWindow, source: String, into first: inout FeatureAssembler,
                     split: Split = Split()) throws(PlaceFileError) {
        guard let converted = try CSVReader.latin1Reading(input, source: source, sink: &first) else {
            return try readUTF8(input, source: source, into: &first, split: split)
        }
        try ByteWindow.with(converted) { window throws(PlaceFileError) in
            try readUTF8(window, source: source, into: &first, split: split)
        }
    }

    private static func readUTF8(_ bytes: ByteWindow, source: String, into first: inout FeatureAssembler,
                                 split: Split) throws(PlaceFileError) {
        var (plan, tokenizer) = try CSVReader.Plan.make(bytes, source: source, sink: &first)
        let bodyStart = tokenizer.index
        let target = bodyStart + Int(Double(bytes.count - bodyStart) * split.firstShare)
        let second = bytes.count - bodyStart >= split.minBytes
            ? LaterPart(plan: plan, tokenizer: tokenizer, target: target, source: source,
                        assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize),
                        estimate: Int(Double(PlaceFileLoader.estimatedFeatures(bytes, format: .csv)) * (1 - split.firstShare)))
            : nil
        var rows = CSVReader.RowTally()
        var releasedTo = 0
        do {
            try CSVReader.readRows(plan, &tokenizer, until: second == nil ? bytes.count : target, tally: &rows,
                                   source: source, into: &first) { offset in
                guard offset - releasedTo >= 8 << 20 else { return }
                let safe = min(offset, second?.tokenised ?? offset)
                bytes.release(before: safe)
                releasedTo = safe
            }
        } catch {
            _ = second?.finish()
            throw error
        }
        if let second {
            let (assembler, laterRows) = try second.finish().get()
            rows.absorb(laterRows)
            // Moved in, so each of its chunks is freed as it is joined.
            first.absorb(consume assembler)
        }
        rows.note(header: plan.header, into: &first)
    }

    /// The rows from the boundary on, read on a thread of their own.
    private final class LaterPart: @unchecked Sendable {
        /// How far the tokeniser has passed the first part's rows (`Int.max` once past them): the first part may
        /// give back pages up to here.
        private let passed = Atomic<Int>(0)
        private let done = DispatchSemaphore(value: 0)
        // Touched only by the part's thread until `done` is signalled.
        private var plan: CSVReader.Plan
        private var tokenizer: CSVTokenizer
        private var assembler: FeatureAssembler?
        private var outcome: Result<CSVReader.RowTally, PlaceFileError> = .success(CSVReader.RowTally())

        init(plan: CSVReader.Plan, tokenizer: CSVTokenizer, target: Int, source: String, assembler: FeatureAssembler,
             estimate: Int) {
            self.plan = plan; self.tokenizer = tokenizer; self.assembler = assembler
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                self.assembler?.reserveCapacity(estimate)
                outcome = run(target: target, source: source)
                done.signal()
            }
        }

        var tokenised: Int { passed.load(ordering: .acquiring) }

        private func run(target: Int, source: String) -> Result<CSVReader.RowTally, PlaceFileError> {
            var rows = CSVReader.RowTally()
            var cells: [CSVTokenizer.Cell] = []
            var published = 0
            // The first part's rows, only counted: the same rule as its reader's loop.
            while tokenizer.index < target, let record = tokenizer.next(into: &cells) {
                if !CSVReader.isBlankRow(record.flaw, cells, tokenizer) { rows.rows += 1 }
                if tokenizer.index - published >= 1 << 20 {
                    published = tokenizer.index
                    passed.store(published, ordering: .releasing)
                }
            }
            passed.store(.max, ordering: .releasing)
            do {
                let bytes = tokenizer.bytes, start = tokenizer.index
                var releasedTo = start
                try CSVReader.readRows(plan, &tokenizer, until: bytes.count, tally: &rows, source: source,
                                       into: &assembler!) { offset in
                    guard offset - releasedTo >= 8 << 20 else { return }
                    bytes.release(start..<offset)
                    releasedTo = offset
                }
                return .success(rows)
            } catch {
                return .failure(error)
            }
        }

        /// Waits for the part's thread; its assembler (moved out: a copy left here would keep its places alive
        /// while they are joined) and rows, or what stopped it.
        func finish() -> Result<(FeatureAssembler, CSVReader.RowTally), PlaceFileError> {
            done.wait()
            let part = assembler.take()!
            return outcome.map { (part, $0) }
        }
    }
}

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
/// - **Neither waits long for the other.** The first part claims its rows a stretch at a time (`CSVSplitClaims`); the
///   second, done early, takes the second half of what the first has not claimed, from a row start it noted while
///   counting, as a middle part joined between the two.
public enum CSVSplitReader {
    /// Smaller files are read on one thread (a thread costs more than it saves).
    public static let minBytes = PlaceFileLoader.splitMinBytes
    /// The first part's share of the rows' bytes: the second also tokenises the first part's rows first (measured: 0.55 left
    /// the first part waiting 150-200 ms).
    static let firstShare = 0.6
    /// The later part's places per chunk (see `FeatureAssembler.chunkSize`).
    static let chunkSize = 1 << 16

    /// The first part's rows are claimed this many bytes at a time.
    static let claimStep = 1 << 20
    /// The later part notes a row start about this often while counting the first part's rows (where a middle part can begin).
    static let rowStartStep = 1 << 20
    /// Less than this left unclaimed in the first part is not worth a middle part (about 30 ms of reading).
    static let minSteal = 4 << 20

    /// Reads `bytes` into `first`, splitting from `minBytes` on (tests and the fuzzer split small inputs);
    /// `forcingMiddle`: the first part waits until the later one has taken its middle part (tests and the fuzzer).
    public static func read(_ bytes: [UInt8], source: String, into first: inout FeatureAssembler,
                            minBytes: Int = minBytes, forcingMiddle: Bool = false) throws(PlaceFileError) {
        let split = forcingMiddle ? Split(minBytes: minBytes, claimStep: 1, rowStartStep: 1, minSteal: 1, firstWaits: true)
            : Split(minBytes: minBytes)
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try read(window, source: source, into: &first, split: split)
        }
    }

    /// Where and whether to split; tests choose their own.
    struct Split {
        var minBytes = CSVSplitReader.minBytes
        var firstShare = CSVSplitReader.firstShare
        var chunkSize = CSVSplitReader.chunkSize
        var claimStep = CSVSplitReader.claimStep
        var rowStartStep = CSVSplitReader.rowStartStep
        var minSteal = CSVSplitReader.minSteal
        /// The first part waits until the later one has read its rows and tried to take a middle part (tests).
        var firstWaits = false
        /// Hears where a middle part starts (tests).
        var onMiddle: (@Sendable (Int) -> Void)? = nil
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
        let claims = CSVSplitClaims(limit: target, start: bodyStart)
        let second = bytes.count - bodyStart >= split.minBytes
            ? LaterPart(plan: plan, tokenizer: tokenizer, target: target, source: source, claims: claims, split: split,
                        assembler: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize),
                        middle: FeatureAssembler(laterPartOf: first, chunkSize: split.chunkSize),
                        estimate: Int(Double(PlaceFileLoader.estimatedFeatures(bytes, format: .csv)) * (1 - split.firstShare)))
            : nil
        var rows = CSVReader.RowTally()
        var releasedTo = 0
        func passed(_ offset: Int) {
            guard offset - releasedTo >= 8 << 20 else { return }
            let safe = min(offset, second?.tokenised ?? offset)
            bytes.release(before: safe)
            releasedTo = safe
        }
        do {
            if second == nil {
                try CSVReader.readRows(plan, &tokenizer, until: bytes.count, tally: &rows, source: source, into: &first, passed: passed)
            } else {
                if split.firstWaits { second?.waitForMiddle() }
                // A stretch at a time: the later part may take the second half of what is not claimed yet.
                while let end = claims.claim(from: tokenizer.index, step: split.claimStep) {
                    try CSVReader.readRows(plan, &tokenizer, until: end, tally: &rows, source: source, into: &first, passed: passed)
                }
            }
        } catch {
            _ = second?.finish()
            throw error
        }
        if let second {
            let (assembler, laterRows, middle) = try second.finish().get()
            // Moved in, so each of their chunks is freed as it is joined.
            if let (middleAssembler, middleRows) = middle {
                rows.absorb(middleRows)
                first.absorb(consume middleAssembler, more: true)
            }
            rows.absorb(laterRows)
            first.absorb(consume assembler)
        }
        rows.note(header: plan.header, into: &first)
    }

    /// The rows from the boundary on, read on a thread of their own; then, if the first part is still far from
    /// its end, the second half of what it has left (a middle part).
    private final class LaterPart: @unchecked Sendable {
        /// A row start passed while counting the first part's rows: where a middle part can begin.
        private struct RowStart {
            let tokenizer: CSVTokenizer
            let rows: Int
        }

        /// How far the tokeniser has passed the first part's rows (`Int.max` once past them): the first part may
        /// give back pages up to here.
        private let passed = Atomic<Int>(0)
        private let done = DispatchSemaphore(value: 0)
        private let middleTried = DispatchSemaphore(value: 0)
        private let claims: CSVSplitClaims
        private let split: Split
        // Touched only by the part's thread until `done` is signalled.
        private var plan: CSVReader.Plan
        private var tokenizer: CSVTokenizer
        private var assembler: FeatureAssembler?
        private var middle: FeatureAssembler?
        private var rowStarts: [RowStart] = []
        private var outcome: Result<(CSVReader.RowTally, CSVReader.RowTally?), PlaceFileError> = .success((CSVReader.RowTally(), nil))

        init(plan: CSVReader.Plan, tokenizer: CSVTokenizer, target: Int, source: String, claims: CSVSplitClaims, split: Split,
             assembler: FeatureAssembler, middle: FeatureAssembler, estimate: Int) {
            self.plan = plan; self.tokenizer = tokenizer; self.assembler = assembler; self.middle = middle
            self.claims = claims; self.split = split
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                self.assembler?.reserveCapacity(estimate)
                outcome = run(target: target, source: source)
                done.signal()
            }
        }

        var tokenised: Int { passed.load(ordering: .acquiring) }

        /// Test reads: waits until this part has read its rows and tried to take a middle part.
        func waitForMiddle() { middleTried.wait() }

        private func run(target: Int, source: String) -> Result<(CSVReader.RowTally, CSVReader.RowTally?), PlaceFileError> {
            defer { if split.firstWaits { middleTried.signal() } }
            var rows = CSVReader.RowTally()
            var cells: [CSVTokenizer.Cell] = []
            let bodyStart = tokenizer.index
            var published = 0, noted = bodyStart
            // The first part's rows, only counted: the same rule as its reader's loop.
            while tokenizer.index < target, let record = tokenizer.next(into: &cells) {
                if !CSVReader.isBlankRow(record.flaw, cells, tokenizer) { rows.rows += 1 }
                if tokenizer.index - noted >= split.rowStartStep, tokenizer.index < target {
                    noted = tokenizer.index
                    rowStarts.append(RowStart(tokenizer: tokenizer, rows: rows.rows))
                }
                if tokenizer.index - published >= 1 << 20 {
                    published = tokenizer.index
                    passed.store(published, ordering: .releasing)
                }
            }
            passed.store(.max, ordering: .releasing)
            do {
                let bytes = tokenizer.bytes
                try Self.read(plan, &tokenizer, until: bytes.count, tally: &rows, source: source, into: &assembler!)
                // Done first: the second half of the first part's unclaimed rows, if that is worth it.
                guard let (i, end) = claims.steal(rowStarts: rowStarts.map(\.tokenizer.index), minBytes: split.minSteal) else {
                    return .success((rows, nil))
                }
                split.onMiddle?(rowStarts[i].tokenizer.index)
                var middleTokenizer = rowStarts[i].tokenizer
                var middleRows = CSVReader.RowTally(rows: rowStarts[i].rows)
                // Room for its rows at the first part's bytes per row: no array or id table regrown as it fills.
                let rowsPerByte = Double(rowStarts[i].rows) / Double(max(1, middleTokenizer.index - bodyStart))
                middle?.reserveCapacity(Int(Double(end - middleTokenizer.index) * rowsPerByte) + 1)
                rowStarts = []
                try Self.read(plan, &middleTokenizer, until: end, tally: &middleRows, source: source, into: &middle!)
                return .success((rows, middleRows))
            } catch {
                return .failure(error)
            }
        }

        /// Reads the rows starting before `end`, giving back the file's pages behind them as it goes.
        private static func read(_ plan: CSVReader.Plan, _ tokenizer: inout CSVTokenizer, until end: Int, tally: inout CSVReader.RowTally,
                                 source: String, into assembler: inout FeatureAssembler) throws(PlaceFileError) {
            let bytes = tokenizer.bytes, start = tokenizer.index
            var releasedTo = start
            try CSVReader.readRows(plan, &tokenizer, until: end, tally: &tally, source: source, into: &assembler) { offset in
                guard offset - releasedTo >= 8 << 20 else { return }
                bytes.release(start..<offset)
                releasedTo = offset
            }
        }

        /// Waits for the part's thread; its assembler (moved out: a copy left here would keep its places alive
        /// while they are joined) and rows, and the middle part's if it read one, or what stopped it.
        func finish() -> Result<(FeatureAssembler, CSVReader.RowTally, (FeatureAssembler, CSVReader.RowTally)?), PlaceFileError> {
            done.wait()
            let part = assembler.take()!, middlePart = middle.take()!
            return outcome.map { rows, middleRows in (part, rows, middleRows.map { (middlePart, $0) }) }
        }
    }
}

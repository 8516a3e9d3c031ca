import Dispatch
import Synchronization

/// A scan of the bytes before a large XML file's boundary: what the later part must know of them (its first
/// feature's number, its lines' offset, for KML the open folders and the styles).
protocol XMLBoundaryScan: Sendable {
    /// How far it has read.
    var position: Int { get }
    /// The first byte it may still read again (a construct it is in the middle of): the first part gives back pages
    /// only before this.
    var keepsFrom: Int { get }
    /// Reads on to at least `end` (a construct that straddles it may be finished), never past `limit`.
    mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, to end: Int, limit: Int)
}

/// The document from the boundary on, read on a thread of its own (`GPXSplitReader`, `KMLSplitReader`): first the
/// scan of the bytes before the boundary, in steps (the first part gives back pages only behind it), then the parse.
final class XMLLaterPart<Scan: XMLBoundaryScan>: @unchecked Sendable {
    enum Outcome {
        /// Read through; its first feature's number.
        case read(firstIndex: Int)
        case failed(XMLReadError)
        /// The scan found bytes before the boundary that the later part cannot stand in for.
        case refused
    }

    /// Parses the later part of the bytes after `scan` into the assembler; its first feature's number, or nil when refused.
    typealias Read = @Sendable (Scan, ByteWindow, inout FeatureAssembler) throws(XMLReadError) -> Int?

    /// The scan goes in steps of this many bytes.
    static var step: Int { 1 << 20 }

    private let progress = Atomic<Int>(0)
    private let done = DispatchSemaphore(value: 0)
    private let scanned = DispatchSemaphore(value: 0)
    private let bytes: ByteWindow
    private let boundary: Int
    private let read: Read
    // Touched only by the part's thread until `done` is signalled, then only by the caller's.
    private var scanState: Scan
    private var assembler: FeatureAssembler?
    private var outcome: Outcome?
    private var waited = false

    init(bytes: ByteWindow, boundary: Int, scan: Scan, assembler: FeatureAssembler, read: @escaping Read) {
        self.bytes = bytes; self.boundary = boundary; self.read = read
        scanState = scan
        self.assembler = assembler
        progress.store(scan.keepsFrom, ordering: .releasing)
        DispatchQueue.global(qos: .userInitiated).async { [self] in run() }
    }

    /// How far the scan before the boundary has read: the first part gives back no page after it.
    var counted: Int { progress.load(ordering: .acquiring) }

    private func run() {
        var scan = scanState
        _ = bytes.withContiguousStorageIfAvailable { buffer in
            while scan.position < boundary {
                let before = scan.position
                scan.scan(buffer, to: min(boundary, before + Self.step), limit: boundary)
                progress.store(scan.keepsFrom, ordering: .releasing)
                if scan.position == before { break }
            }
        }
        progress.store(.max, ordering: .releasing)
        scanState = scan
        scanned.signal()
        var sink = assembler!
        assembler = nil
        do {
            outcome = try read(scan, bytes, &sink).map { .read(firstIndex: $0) } ?? .refused
        } catch {
            outcome = .failed(error)
        }
        assembler = sink
        done.signal()
    }

    /// The scan once it has ended (waits for it).
    func finishedScan() -> Scan {
        scanned.wait()
        scanned.signal()
        return scanState
    }

    /// Waits for the part's thread (once); how it ended.
    private func finish() -> Outcome? {
        if !waited { done.wait(); waited = true }
        return outcome
    }

    /// Joins this part into `first` when the split held: both parts read through and the first read exactly the
    /// features the scan counted before the boundary. Else false (read the file again on one thread), after every
    /// given-back page is read back in place; a cancelled part throws `cancelled`.
    func join(into first: inout FeatureAssembler, firstCount: Int?, firstError: XMLReadError?,
              source: String) throws(PlaceFileError) -> Bool {
        let outcome = finish()
        if case .cancelled = firstError { throw .cancelled(path: source, featuresRead: first.featureCount) }
        if case .failed(.cancelled)? = outcome { throw .cancelled(path: source, featuresRead: first.featureCount) }
        guard let firstCount, case .read(let firstIndex)? = outcome, firstIndex == firstCount, let part = assembler.take() else {
            _ = bytes.restoreReleased()
            return false
        }
        // Moved, not copied: a second holder of its chunks would keep each alive after it is joined (+40 MB at the end).
        first.absorb(consume part)
        return true
    }
}

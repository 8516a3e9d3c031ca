import Dispatch
import Synchronization

/// A `FeatureSink` that hands a reader's features to a `FeatureAssembler` on another thread, in order, in batches:
/// the reader (tokenising, parsing numbers and text) and the assembler (ids, categories, places) then share the
/// two cores, and the result is exactly the assembler's own, since one thread applies every item in file order.
/// Memory stays bounded: at most `maxBatches` batches wait, and the reader waits when they are full.
struct FeaturePipeline: FeatureSink {
    /// What a reader tells its sink, kept in order.
    enum Item: Sendable {
        case add(SourceFeature)
        case skip(LoadProblem)
        case note(String)
    }

    /// Items per hand-over: large enough that the hand-over costs nothing per feature.
    static let batchSize = 2048
    static let maxBatches = 4

    private let channel: Channel
    private var batch: [Item] = []
    private var handedOver = 0
    private let cancellation: LoadCancellation?

    /// Starts `assembler`'s thread; `finish()` must be called (it waits for the thread and gives the assembler back).
    init(_ assembler: consuming FeatureAssembler) {
        cancellation = assembler.cancellation
        channel = Channel(assembler)
        batch.reserveCapacity(Self.batchSize)
    }

    mutating func add(_ feature: SourceFeature) { push(.add(feature)) }
    mutating func skip(_ problem: LoadProblem) { push(.skip(problem)) }
    mutating func note(_ text: String) { push(.note(text)) }

    /// The reader's own count: the assembler's is on its thread.
    var cancelledAfter: Int? { cancellation?.isCancelled == true ? handedOver : nil }

    private mutating func push(_ item: Item) {
        handedOver += 1
        batch.append(item)
        if batch.count >= Self.batchSize {
            channel.send(batch)
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Hands over what is left, waits for the assembler to take it all, and returns it.
    mutating func finish() -> FeatureAssembler {
        if !batch.isEmpty { channel.send(batch) }
        batch = []
        return channel.close()
    }

    /// The bounded queue between the reader and the assembler's thread.
    final class Channel: @unchecked Sendable {
        // Guarded by `lock`; the semaphores count free and filled places.
        private let lock = Mutex<[[Item]?]>([])
        private let free = DispatchSemaphore(value: FeaturePipeline.maxBatches)
        private let filled = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        // Only the assembler's thread touches it until `done` is signalled.
        private var assembler: FeatureAssembler

        init(_ assembler: consuming FeatureAssembler) {
            self.assembler = assembler
            DispatchQueue.global(qos: .userInitiated).async { [self] in run() }
        }

        func send(_ items: [Item]) { put(items) }

        /// Ends the stream and waits for the assembler's thread to apply everything.
        func close() -> FeatureAssembler {
            put(nil)
            done.wait()
            return assembler
        }

        private func put(_ items: [Item]?) {
            free.wait()
            lock.withLock { $0.append(items) }
            filled.signal()
        }

        private func run() {
            while true {
                filled.wait()
                let next = lock.withLock { $0.removeFirst() }
                free.signal()
                guard let items = next else { break }
                for item in items {
                    switch item {
                    case .add(let feature): assembler.add(feature)
                    case .skip(let problem): assembler.skip(problem)
                    case .note(let text): assembler.note(text)
                    }
                }
            }
            done.signal()
        }
    }
}

import Synchronization

/// Set on the main context when a queued archive read is no longer wanted (another style, the view moved on);
/// read by the worker before it starts, so a queue of costly reads (a leaf bomb's seconds each) is dropped, not run.
final class ReadCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    func cancel() { flag.store(true, ordering: .relaxed) }

    var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

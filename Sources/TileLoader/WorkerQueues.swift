import Dispatch
import Foundation

/// A few serial queues used in turn for decoding and rendering: parallel across cores, but never a thread per tile
/// (each extra thread would bring its own malloc arena and make memory overshoot the cache bound).
final class WorkerQueues: @unchecked Sendable {
    private let queues: [DispatchQueue]
    private let lock = NSLock()
    private var next = 0

    init(label: String, count: Int = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "\(label).\($0)", qos: .userInitiated) }
    }

    func async(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        let q = queues[next]
        next = (next + 1) % queues.count
        lock.unlock()
        q.async(execute: work)
    }

    /// Waits until everything queued so far has run (tests and benchmarks).
    func sync() { for q in queues { q.sync {} } }
}

import Dispatch
import Foundation

/// A few serial queues that run queued work in order, each taking the next job when it is free: parallel across
/// cores, but never a thread per tile (each extra thread would bring its own malloc arena and make memory overshoot
/// the cache bound).
final class WorkerQueues: @unchecked Sendable {
    private let queues: [DispatchQueue]
    private let lock = NSLock()
    private var next = 0
    /// Jobs not yet taken, oldest at `head`: a queue takes whichever comes next when it gets to run, so a queue stuck
    /// on a costly tile does not hold back cheap ones handed to it in turn.
    private var pending: [(@Sendable () -> Void)?] = []
    private var head = 0

    init(label: String, count: Int = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "\(label).\($0)", qos: .userInitiated) }
    }

    /// How many jobs run at once.
    var queueCount: Int { queues.count }

    func async(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        pending.append(work)
        let q = queues[next]
        next = (next + 1) % queues.count
        lock.unlock()
        // A turn runs jobs until none are left: a free queue takes over the jobs of one stuck on a costly tile, and
        // turns that find nothing end at once. Each job is taken once.
        q.async { [self] in
            while let job = takeNext() { job() }
        }
    }

    private func takeNext() -> (@Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        guard head < pending.count else { return nil }
        let work = pending[head]
        pending[head] = nil
        head += 1
        if head == pending.count || head >= 256 {
            pending.removeFirst(head)
            head = 0
        }
        return work
    }

    /// Waits until everything queued so far has run, when nothing is queued meanwhile (tests and benchmarks): each
    /// job is then run by a turn queued before this call.
    func sync() { for q in queues { q.sync {} } }
}

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
    /// The queues that take turns now: all of them, or fewer while `hold(to:)` leaves cores to something else.
    private var usable: Int

    init(label: String, count: Int = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))) {
        queues = (0..<max(1, count)).map { DispatchQueue(label: "\(label).\($0)", qos: .userInitiated) }
        usable = queues.count
    }

    /// How many jobs run at once.
    var queueCount: Int { queues.count }

    /// How many jobs may run at once now.
    var usableCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return usable
    }

    func async(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        pending.append(work)
        let q = queues[next]
        next = (next + 1) % usable
        lock.unlock()
        takeTurn(on: q)
    }

    /// Hands turns to at most `count` queues (at least one) until `release`. A turn already under way on another
    /// queue still runs to its end, so hold before queueing (as the window's launch does).
    func hold(to count: Int) {
        lock.lock()
        usable = max(1, min(count, queues.count))
        next %= usable
        lock.unlock()
    }

    /// Every queue takes turns again; those held back start on the jobs still waiting.
    func release() {
        lock.lock()
        let held = queues[usable...]
        usable = queues.count
        let waiting = head < pending.count
        lock.unlock()
        if waiting { for q in held { takeTurn(on: q) } }
    }

    /// A turn runs jobs until none are left: a free queue takes over the jobs of one stuck on a costly tile, and
    /// turns that find nothing end at once. Each job is taken once.
    private func takeTurn(on q: DispatchQueue) {
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

import AppCore
import Foundation

/// The bench's main loop, standing in for GLib's: posted work waits in a queue that the main thread runs one item
/// at a time, and each item is timed, since the longest one is the longest a window frame would have waited.
final class BenchMainLoop: MainThreadPoster, @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [@MainActor @Sendable () -> Void] = []
    private var delayed: [(due: UInt64, work: @MainActor @Sendable () -> Void)] = []
    /// Milliseconds of each item run since `resetItemTimes()`; main thread only.
    nonisolated(unsafe) private(set) var itemMS: [Double] = []
    /// The same items less the frames drawn inside them: the store's own work, wall and this thread's CPU.
    nonisolated(unsafe) private(set) var workMS: [Double] = []
    nonisolated(unsafe) private(set) var workCPUMS: [Double] = []
    /// Milliseconds spent drawing frames so far, wall and CPU (the map view's running totals).
    nonisolated(unsafe) var frameClock: (@MainActor () -> (wall: Double, cpu: Double))?
    /// Read before and after each item, to tell what the item changed (`itemProbes`); nil reads nothing.
    nonisolated(unsafe) var probe: (@MainActor () -> [Int])?
    /// The probe's readings around each item since `resetItemTimes()`, in step with `workCPUMS`.
    nonisolated(unsafe) private(set) var itemProbes: [(before: [Int], after: [Int])] = []

    func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        condition.lock()
        queue.append(work)
        condition.signal()
        condition.unlock()
    }

    func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        condition.lock()
        delayed.append((BenchClock.now() + UInt64(max(0, delay) * 1e9), work))
        condition.signal()
        condition.unlock()
    }

    @MainActor func resetItemTimes() { itemMS = []; workMS = []; workCPUMS = []; itemProbes = [] }

    /// Work done on the main thread outside the queue (a pan's own call), counted like an item.
    @MainActor func timed(_ work: () -> Void) {
        let before = probe?() ?? []
        let frames0 = frameClock?() ?? (wall: 0, cpu: 0), cpu0 = RenderCommand.threadCPU()
        let ms = BenchClock.milliseconds(work)
        let cpu = (RenderCommand.threadCPU() - cpu0) * 1000, frames1 = frameClock?() ?? (wall: 0, cpu: 0)
        itemProbes.append((before, probe?() ?? []))
        itemMS.append(ms)
        workMS.append(ms - (frames1.wall - frames0.wall))
        workCPUMS.append(cpu - (frames1.cpu - frames0.cpu))
    }

    /// Runs posted work until `done()` holds or `timeout` seconds pass; returns whether `done()` held.
    @MainActor func run(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = BenchClock.now() + UInt64(timeout * 1e9)
        while !done() {
            guard let work = next(deadline: deadline) else { return done() }
            timed { work() }
        }
        return true
    }

    /// The next item to run, waiting for one (or a delayed one to fall due) until `deadline`; nil at the deadline.
    private func next(deadline: UInt64) -> (@MainActor @Sendable () -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let now = BenchClock.now()
            if let i = delayed.firstIndex(where: { $0.due <= now }) { queue.append(delayed.remove(at: i).work) }
            if !queue.isEmpty { return queue.removeFirst() }
            guard now < deadline else { return nil }
            let wake = min(deadline, delayed.map(\.due).min() ?? deadline)
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(wake - now) / 1e9))
        }
    }
}

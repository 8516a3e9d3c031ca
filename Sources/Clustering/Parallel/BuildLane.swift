import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a build's parallel parts run. Normally on GCD's shared pool. Inside `runLowered`, on fresh threads of
/// Linux's `SCHED_IDLE` class: a core running only such threads counts as idle, so a waking frame or X server
/// takes it at once, and on an otherwise idle machine the build runs exactly as fast. Linux keeps the policy per
/// thread and an unprivileged thread cannot always raise it back, so a pooled GCD thread is never lowered.
public enum BuildLane {
    /// `SCHED_IDLE` (linux/sched.h; Glibc's module does not export it).
    public static let idlePolicy: Int32 = 5
    /// Where `SCHED_IDLE` is refused (a sandbox): CFS gives a nice-19 thread ~1.5 % of a core a nice-0 one wants.
    public static let fallbackNice: Int32 = 19
    private static let markKey = "pinmap.build-lane.lowered"

    /// Runs `body` on a new lowered thread and waits for it; the calling thread's own priority is untouched.
    public static func runLowered<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let box = LaneWork<Void, T>(body: { _ in body() })
            let done = DispatchSemaphore(value: 0)
            // Written by the lowered thread before it signals, read after the wait.
            nonisolated(unsafe) var result: T? = nil
            lowered { result = box.call(()); done.signal() }
            done.wait()
            box.release()
            return result!
        }
    }

    /// Starts `work` on a new lowered thread and returns at once.
    public static func detachLowered(_ work: @escaping @Sendable () -> Void) { lowered(work) }

    /// Whether the calling thread was started by this lane (its parallel parts then stay lowered too).
    public static var isLowered: Bool { Thread.current.threadDictionary[markKey] != nil }

    /// The calling thread's scheduling policy (0 is the normal `SCHED_OTHER`).
    public static var currentPolicy: Int32 { sched_getscheduler(0) }

    /// `DispatchQueue.concurrentPerform`, but on lowered threads when the caller is lowered: this thread and up to
    /// one fresh lowered thread per other core claim the iterations in turn.
    static func perform(iterations: Int, _ work: @Sendable (Int) -> Void) {
        guard iterations > 1, isLowered else {
            DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
            return
        }
        withoutActuallyEscaping(work) { work in
            let box = LaneWork<Int, Void>(body: work), claims = ChunkClaims(total: iterations)
            let run: @Sendable () -> Void = { while let i = claims.claim() { box.call(i); claims.finish() } }
            for _ in 1..<min(iterations, max(2, ProcessInfo.processInfo.activeProcessorCount)) { lowered(run) }
            run()
            claims.waitAll()
            box.release()
        }
    }

    /// `queue.async(group:)` (GCD's global queue when nil), on a fresh lowered thread when the caller is lowered.
    static func async(group: DispatchGroup, queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void) {
        guard isLowered else {
            (queue ?? DispatchQueue.global(qos: .userInitiated)).async(group: group, execute: work)
            return
        }
        group.enter()
        lowered { work(); group.leave() }
    }

    /// Starts `work` on a new thread: a lowered one when the caller is lowered.
    static func thread(_ work: @escaping @Sendable () -> Void) {
        if isLowered { lowered(work) } else { Thread(block: work).start() }
    }

    /// Starts `work` on a new thread that lowers itself first.
    private static func lowered(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread {
            Thread.current.threadDictionary[markKey] = true
            // pid 0 is the calling thread on Linux.
            var param = sched_param(sched_priority: 0)
            if sched_setscheduler(0, idlePolicy, &param) != 0 {
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, fallbackNice)
            }
            work()
        }
        thread.start()
    }
}

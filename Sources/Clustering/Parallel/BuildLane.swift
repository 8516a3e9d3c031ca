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

    /// Runs `body` on a new lowered thread and returns its result. A machine kept busy by other programs gives the
    /// idle class no time at all: when `body` has not finished after `patience`, it also runs on the calling thread
    /// at normal priority, and the first result is returned (the other run's is dropped when it ends).
    public static func runLowered<T: Sendable>(patience: Duration, _ body: @escaping @Sendable () -> T) -> T {
        let first = FirstResult<T>(), done = DispatchSemaphore(value: 0)
        lowered { if first.offer(body()) { done.signal() } }
        if done.wait(timeout: .now() + seconds(patience)) == .success, let value = first.value { return value }
        _ = first.offer(body())
        return first.value!
    }

    /// Runs `body` on a new lowered thread and hands its result to `deliver`, once; as `runLowered`, a run at normal
    /// priority (on GCD's pool) starts too when the first has not finished after `patience`. Returns at once.
    public static func detachLowered<T: Sendable>(patience: Duration, _ body: @escaping @Sendable () -> T,
                                                  deliver: @escaping @Sendable (T) -> Void) {
        let first = FirstResult<T>()
        let run: @Sendable () -> Void = {
            let value = body()
            if first.offer(value) { deliver(value) }
        }
        lowered(run)
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + seconds(patience)) {
            if first.value == nil { run() }
        }
    }

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

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
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

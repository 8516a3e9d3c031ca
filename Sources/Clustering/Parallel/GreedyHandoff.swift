import Foundation
import Synchronization

/// Hands the far side of a level's greedy visit to the helper thread of the level's neighbour pass, which
/// waits here for it instead of going back to the pool: a freshly dispatched helper starts too late (tens of
/// microseconds), and the visiting thread would have taken the far side over by then.
final class GreedyHandoff: @unchecked Sendable {
    /// 0 while the visit is being set up, 1 once `far` is ready, 2 when there is nothing to hand over.
    private let phase = Atomic<Int>(0)
    // Written before `phase` becomes 1 (release) and read after it is seen (acquire).
    private var level: GreedyLevel?
    private var near: GreedySide?
    private var far: GreedySide?
    /// Set once the helper waits here: then the far side is left to it for up to `trust` nanoseconds.
    private let helperWaiting = Atomic<Bool>(false)
    private var offeredAt: UInt64 = 0
    static let trust: UInt64 = 300_000
    /// Longest the helper waits for the hand-over before leaving (it is normally a fraction of a millisecond).
    static let patience: UInt64 = 20_000_000

    func offer(_ level: GreedyLevel, near: GreedySide, far: GreedySide) {
        self.level = level; self.near = near; self.far = far
        offeredAt = DispatchTime.now().uptimeNanoseconds
        phase.store(1, ordering: .releasing)
    }

    /// Whether the visiting thread should run the far side itself: no helper is waiting for it, or the one
    /// that is has not taken it within `trust` (another job holds its core).
    func shouldTakeOver() -> Bool {
        !helperWaiting.load(ordering: .relaxed) || DispatchTime.now().uptimeNanoseconds > offeredAt + Self.trust
    }

    func withdraw() { phase.store(2, ordering: .releasing) }

    /// Whether the helper is already here, waiting for a side (if not, another job probably holds its core).
    var helperIsWaiting: Bool { helperWaiting.load(ordering: .relaxed) }

    /// Called by the helper after its neighbour chunks: runs the far side if it is offered and still free.
    func helperArrived() {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.patience
        helperWaiting.store(true, ordering: .relaxed)
        var spins = 0
        while phase.load(ordering: .acquiring) == 0 {
            spins += 1
            if spins & 63 == 0 {
                if DispatchTime.now().uptimeNanoseconds > deadline { helperWaiting.store(false, ordering: .relaxed); return }
                sched_yield()
            }
        }
        guard phase.load(ordering: .acquiring) == 1, let level, let near, let far, far.claim() else { return }
        far.run(level, other: near, mayTakeOver: nil)
    }
}

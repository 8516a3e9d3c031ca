import Foundation
import Synchronization

/// The greedy visit of the candidates in one slot range of a level, in data order, so that two threads can
/// share a level: the level is cut at a grid row, and each side visits its own candidates.
///
/// Visiting an item reads and writes only items within the radius of it, so two items interact only when
/// they are within two radii of each other. An item that far from the cut (the `band`, three grid rows each
/// way) waits until the other side has visited every candidate ranked before it: every pair of items that
/// interact is then visited in data order, as in the serial pass, and the result is identical.
/// Clusters are recorded here and numbered in data order when the two sides are merged.
final class GreedySide: @unchecked Sendable {
    let owns: Range<Int>
    let band: Range<Int>
    /// Index of the next candidate to look at (candidates of the other side are skipped).
    private(set) var cursor = 0
    /// Rank of this side's next unvisited candidate (UInt32.max when done): all candidates ranked below it are visited.
    let progress = Atomic<UInt32>(0)
    /// Rank this side waits for the other side to pass (UInt32.max while it is not waiting).
    let waitingFor = Atomic<UInt32>(UInt32.max)
    private let claimed = Atomic<Bool>(false)

    /// Clusters made, in data order, with their origin slots and ranks (for numbering them when merged).
    let records: ClusterColumns
    let origin = FlatArray<UInt32>(reservingCapacity: 256)
    let originRank = FlatArray<UInt32>(reservingCapacity: 256)
    /// Whether a group too small for a cluster was claimed (minPoints > 2 only).
    private(set) var madeSmallGroup = false
    /// Whether this thread ended up visiting the other side too (its helper came too late).
    private(set) var tookOver = false
    private let members = FlatArray<UInt32>(reservingCapacity: 64)

    init(owns: Range<Int>, band: Range<Int>) {
        self.owns = owns; self.band = band
        records = ClusterColumns(expected: 256)
    }

    /// Takes this side for the calling thread; false when another thread has it.
    func claim() -> Bool { claimed.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged }

    /// Moves the cursor to this side's next candidate and returns its rank (UInt32.max when none is left).
    @inline(__always) func peekRank(_ L: GreedyLevel) -> UInt32 {
        while cursor < L.candidateCount {
            let key = L.candidates[cursor]
            if owns.contains(Int(key & 0xFFFF_FFFF)) { return UInt32(key >> 32) }
            cursor += 1
        }
        return UInt32.max
    }

    /// Publishes where this side stands before another thread may read it.
    func start(_ L: GreedyLevel) { progress.store(peekRank(L), ordering: .releasing) }

    /// Visits this side's candidates; `other` (when there is one) is the far side of the cut. The thread that
    /// may take over runs the other side itself when its helper has not started by the time it is needed.
    /// `mayTakeOver` is asked, while waiting, whether the other side may be taken (it never is once claimed).
    ///
    /// Progress is published exactly before waiting, when this side is done, and whenever the other side is
    /// waiting for a rank this side has passed; a store after every item kept the line bouncing between the cores.
    func run(_ L: GreedyLevel, other: GreedySide?, mayTakeOver: (() -> Bool)?) {
        guard let other else {
            while peekRank(L) != UInt32.max { visitNext(L) }
            progress.store(UInt32.max, ordering: .releasing)
            return
        }
        var ownsOther = false
        while true {
            let rk = peekRank(L)
            if rk == UInt32.max { break }
            if band.contains(Int(L.candidates[cursor] & 0xFFFF_FFFF)) && other.progress.load(ordering: .acquiring) < rk {
                progress.store(rk, ordering: .releasing)
                waitingFor.store(rk, ordering: .releasing)
                var spins = 0
                while other.progress.load(ordering: .acquiring) < rk {
                    if !ownsOther, let mayTakeOver, mayTakeOver(), other.claim() { ownsOther = true; tookOver = true }
                    if ownsOther {
                        // None of these waits: this side's next rank (rk) is above them all.
                        while other.peekRank(L) < rk { other.visitNext(L) }
                        other.progress.store(other.peekRank(L), ordering: .releasing)
                        break
                    }
                    spins += 1
                    if spins & 63 == 0 { sched_yield() }
                }
                waitingFor.store(UInt32.max, ordering: .relaxed)
            }
            visitNext(L)
            let next = peekRank(L)
            if other.waitingFor.load(ordering: .acquiring) <= next { progress.store(next, ordering: .releasing) }
        }
        progress.store(UInt32.max, ordering: .releasing)
        guard mayTakeOver != nil else { return }
        if !ownsOther && other.claim() { ownsOther = true; tookOver = true }
        if ownsOther {
            while other.peekRank(L) != UInt32.max { other.visitNext(L) }
            other.progress.store(UInt32.max, ordering: .releasing)
        } else {
            var spins = 0
            while other.progress.load(ordering: .acquiring) != UInt32.max {
                spins += 1
                if spins & 63 == 0 { sched_yield() }
            }
        }
    }

    /// Visits the candidate at the cursor (supercluster's rule: an unvisited item claims every unvisited
    /// item within the radius).
    @inline(__always) private func visitNext(_ L: GreedyLevel) {
        let s = Int(L.candidates[cursor] & 0xFFFF_FFFF)
        cursor += 1
        visit(s, L)
    }

    @inline(__always) private func visit(_ s: Int, _ L: GreedyLevel) {
        let listed = Int(L.nbCount[s])
        let code = listed == Int(HierarchyBuilder.noList) ? 0 : L.nbBegin[s]
        guard let (sum, wx, wy) = GreedyStep.claim(
            s, pos: L.pos, count: L.count, state: L.state, listed: listed, list: L.list, listStart: Int(code),
            grid: L.grid, cellStart: L.cellStart, r: L.r, members: members) else { return }
        if sum >= L.minPoints {
            L.state[s] = ItemState.clusterOrigin.rawValue
            origin.append(UInt32(s))
            originRank.append(L.rank[s])
            records.append(origin: s, members: members, total: sum, x: wx / Double(sum), y: wy / Double(sum),
                           entry: L.entry, pos: L.pos, pointCount: L.pointCount, earlier: L.table)
        } else if let gr = L.groupRank {
            madeSmallGroup = true
            GreedyStep.keepSmallGroup(members, originRank: L.rank[s], state: L.state, groupRank: gr)
        }
    }
}

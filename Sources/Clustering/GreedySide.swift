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
    private let claimed = Atomic<Bool>(false)

    // Clusters made, in data order: origin slot and rank, size, centre, origin leaf, bounds (4 each) and child entries.
    let origin = FlatArray<UInt32>(reservingCapacity: 256)
    let originRank = FlatArray<UInt32>(reservingCapacity: 256)
    let total = FlatArray<UInt32>(reservingCapacity: 256)
    let x = FlatArray<Double>(reservingCapacity: 256)
    let y = FlatArray<Double>(reservingCapacity: 256)
    let originLeaf = FlatArray<UInt32>(reservingCapacity: 256)
    let bounds = FlatArray<Float>(reservingCapacity: 1024)
    let childEnd = FlatArray<UInt32>(reservingCapacity: 256)
    let children = FlatArray<UInt32>(reservingCapacity: 1024)
    /// Whether a group too small for a cluster was claimed (minPoints > 2 only).
    private(set) var madeSmallGroup = false
    private let members = FlatArray<UInt32>(reservingCapacity: 64)
    /// Whether this thread ended up visiting the other side too (its helper came too late).
    private(set) var tookOver = false

    init(owns: Range<Int>, band: Range<Int>) { self.owns = owns; self.band = band }

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
    func run(_ L: GreedyLevel, other: GreedySide?, mayTakeOver: (() -> Bool)?) {
        var ownsOther = false
        while true {
            let rk = peekRank(L)
            if rk == UInt32.max { break }
            if let other, band.contains(Int(L.candidates[cursor] & 0xFFFF_FFFF)) {
                var spins = 0
                while other.progress.load(ordering: .acquiring) < rk {
                    if !ownsOther, let mayTakeOver, mayTakeOver(), other.claim() { ownsOther = true; tookOver = true }
                    if ownsOther {
                        // None of these waits: this side's next rank (rk) is above them all.
                        while other.peekRank(L) < rk { other.visitNext(L) }
                        break
                    }
                    spins += 1
                    if spins & 63 == 0 { sched_yield() }
                }
            }
            visitNext(L)
        }
        guard mayTakeOver != nil, let other else { return }
        if !ownsOther && other.claim() { ownsOther = true; tookOver = true }
        if ownsOther {
            while other.peekRank(L) != UInt32.max { other.visitNext(L) }
        } else {
            var spins = 0
            while other.progress.load(ordering: .acquiring) != UInt32.max {
                spins += 1
                if spins & 63 == 0 { sched_yield() }
            }
        }
    }

    /// Visits the candidate at the cursor (supercluster's rule: an unvisited item claims every unvisited
    /// item within the radius), then publishes the next rank.
    private func visitNext(_ L: GreedyLevel) {
        let s = Int(L.candidates[cursor] & 0xFFFF_FFFF)
        cursor += 1
        visit(s, L)
        progress.store(peekRank(L), ordering: .releasing)
    }

    @inline(__always) private func visit(_ s: Int, _ L: GreedyLevel) {
        let pv = L.pos, cv = L.count, sv = L.state
        if sv[s] != 0 { return }
        sv[s] = 1
        let p = pv[s], px = p.x, py = p.y
        let originCount = UInt64(cv[s])
        var sum = originCount
        var wx = px * Double(originCount), wy = py * Double(originCount)
        members.setCount(0)
        let listed = L.useLists ? Int(L.nbCount[s]) : Int(UInt8.max)
        if listed != Int(UInt8.max) {
            // The neighbours found by the neighbour pass, in scan order; those still free join.
            let code = L.nbBegin[s]
            let lv = L.lists[Int(code >> 28)]
            let b = Int(code & 0x0FFF_FFFF)
            for i in b..<(b + listed) {
                let t = Int(lv[i])
                if sv[t] == 0 {
                    sv[t] = 3
                    members.append(UInt32(t))
                    let q = pv[t], c = UInt64(cv[t])
                    sum += c
                    wx += q.x * Double(c); wy += q.y * Double(c)
                }
            }
        } else {
            let grid = L.grid, side = grid.side, st = grid.start.view, r = L.r, r2 = r * r
            let cx = grid.column(px), cy = grid.row(py)
            for yy in max(0, cy - 1)...min(side - 1, cy + 1) {
                let row = yy * side
                let lo = Int(st[row + max(0, cx - 1)]), hi = Int(st[row + min(side - 1, cx + 1) + 1])
                var t = HierarchyBuilder.windowStart(lo, hi, px: px, r: r, pv)
                let right = px + r
                while t < hi {
                    let q = pv[t]
                    if q.x > right { break }
                    // Distance first: only items within the radius are this side's to read.
                    let dx = px - q.x, dy = py - q.y
                    if dx * dx + dy * dy <= r2 && sv[t] == 0 {
                        sv[t] = 3
                        members.append(UInt32(t))
                        let c = UInt64(cv[t])
                        sum += c
                        wx += q.x * Double(c); wy += q.y * Double(c)
                    }
                    t += 1
                }
            }
        }
        if members.count == 0 { return }
        if sum >= L.minPoints {
            sv[s] = 2
            record(origin: s, total: sum, x: wx / Double(sum), y: wy / Double(sum), L)
        } else if let gr = L.groupRank {
            // Too few: the group stays as it is, the members right after the origin in data order.
            madeSmallGroup = true
            let mv = members.view
            for m in 0..<members.count {
                sv[Int(mv[m])] = 4
                gr[Int(mv[m])] = L.rank[s]
            }
        }
    }

    /// Records a cluster of `origin` and the current members: child entries, bounds and origin leaf.
    private func record(origin s: Int, total sum: UInt64, x cx: Double, y cy: Double, _ L: GreedyLevel) {
        let ev = L.entry, pv = L.pos, pointCount = L.pointCount
        let originEntry = Int(ev[s])
        origin.append(UInt32(s))
        originRank.append(L.rank[s])
        total.append(UInt32(truncatingIfNeeded: sum))
        x.append(cx); y.append(cy)
        originLeaf.append(originEntry < pointCount ? UInt32(originEntry) : L.clusterOrigin[originEntry - pointCount])
        var b = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        @inline(__always) func add(slot t: Int) {
            let e = Int(ev[t])
            children.append(UInt32(e))
            if e < pointCount {
                let q = pv[t]
                b.0 = min(b.0, HierarchyBuilder.floatDown(q.x)); b.1 = min(b.1, HierarchyBuilder.floatDown(q.y))
                b.2 = max(b.2, HierarchyBuilder.floatUp(q.x)); b.3 = max(b.3, HierarchyBuilder.floatUp(q.y))
            } else {
                let c = 4 * (e - pointCount), cb = L.clusterBounds
                b.0 = min(b.0, cb[c]); b.1 = min(b.1, cb[c + 1])
                b.2 = max(b.2, cb[c + 2]); b.3 = max(b.3, cb[c + 3])
            }
        }
        add(slot: s)
        let mv = members.view
        for m in 0..<members.count { add(slot: Int(mv[m])) }
        childEnd.append(UInt32(children.count))
        bounds.append(b.0); bounds.append(b.1); bounds.append(b.2); bounds.append(b.3)
    }
}

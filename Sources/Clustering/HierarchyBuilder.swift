import Foundation

/// Builds a `ClusterHierarchy` level by level from the top zoom down, with supercluster's greedy rule:
/// items are visited in data order; an unvisited item claims every unvisited item within the radius and
/// becomes a cluster when the claimed total reaches `minPoints`.
///
/// Each level is kept in spatial order (bucketed into a square grid whose cells are at least the radius
/// wide), so the neighbour search reads 3×3 cells; the greedy pass visits only items that have a neighbour,
/// sorted by data order (their `rank`). Isolated items are copied through untouched.
/// A normalised position (x east, y south, 0…1).
struct Spot: BitwiseCopyable {
    var x: Double
    var y: Double
}

struct HierarchyBuilder {
    let options: ClusterOptions
    let pointCount: Int

    // The current level, in spatial order.
    /// Positions, interleaved so a neighbour test reads one cache line.
    private var pos: FlatArray<Spot>
    private var count: FlatArray<UInt32>
    private var rank: FlatArray<UInt32>
    private var entry: FlatArray<UInt32>
    private var n: Int

    // Points that cannot have a neighbour yet, bucketed by the zoom at which they might (see `prepareActivation`).
    private var inertPos = FlatArray<Spot>(uninitializedCount: 0)
    private var inertRank = FlatArray<UInt32>(uninitializedCount: 0)
    private var inertEntry = FlatArray<UInt32>(uninitializedCount: 0)
    /// Bucket b holds the points that wake at zoom `maxZoom - b`; the last bucket never wakes.
    private var bucketStart: [Int] = []

    // Second buffers the next ordering is written into, then swapped in; reused so levels fault no new pages.
    private var sparePos = FlatArray<Spot>(reservingCapacity: 16)
    private var spareCount = FlatArray<UInt32>(reservingCapacity: 16)
    private var spareRank = FlatArray<UInt32>(reservingCapacity: 16)
    private var spareEntry = FlatArray<UInt32>(reservingCapacity: 16)
    // Per-level scratch, reused.
    private let cellOf = FlatArray<UInt32>(reservingCapacity: 16)
    private let cellStart = FlatArray<UInt32>(reservingCapacity: 16)
    private let state = FlatArray<UInt8>(reservingCapacity: 16)
    private let newEntry = FlatArray<UInt32>(reservingCapacity: 16)

    // The cluster table, appended to as levels are made.
    private let cCount: FlatArray<UInt32>
    private let cZoom: FlatArray<UInt8>
    private let cChildStart: FlatArray<UInt32>
    private let children: FlatArray<UInt32>
    private let cOrigin: FlatArray<UInt32>
    private let cX: FlatArray<Double>
    private let cY: FlatArray<Double>
    /// Normalised bounds per cluster: minX, minY, maxX, maxY, rounded outward.
    private let cBounds: FlatArray<Float>

    /// Entries that stopped being visible, by the lowest zoom they show at (index = zoom - minZoom).
    private var groupBuffers: [FlatArray<QueryItem>]

    /// - Parameters: `x`, `y` normalised positions, `rank` the data order (unique), `entry` the point index;
    ///   all of count `pointCount`, in any order (a spatial one makes the first level cheaper).
    /// Wake buckets given by the caller (aligned with the inputs), or nil to compute them.
    private let givenBuckets: FlatArray<UInt8>?

    /// `wakeBuckets`, when given, must come from `HierarchyBuilder.wakeBuckets` over a superset of these points
    /// with the same options (a superset only makes points wake earlier, which is safe).
    init(options: ClusterOptions, positions: FlatArray<Spot>, rank: FlatArray<UInt32>, entry: FlatArray<UInt32>,
         wakeBuckets: FlatArray<UInt8>? = nil) {
        self.options = options
        givenBuckets = wakeBuckets
        pointCount = positions.count
        n = positions.count
        pos = positions; self.rank = rank; self.entry = entry
        count = FlatArray(repeating: 1, count: n)
        // About 0.6 clusters per point in uniform and city data alike; a close guess avoids regrowth slack.
        let guess = max(16, n * 2 / 3)
        cCount = FlatArray(reservingCapacity: guess)
        cZoom = FlatArray(reservingCapacity: guess)
        cChildStart = FlatArray(reservingCapacity: guess + 1)
        cChildStart.append(0)
        children = FlatArray(reservingCapacity: guess * 5 / 2)
        cOrigin = FlatArray(reservingCapacity: guess)
        cX = FlatArray(reservingCapacity: guess)
        cY = FlatArray(reservingCapacity: guess)
        cBounds = FlatArray(reservingCapacity: guess * 4)
        let levels = options.maxZoom + 2 - options.minZoom
        groupBuffers = (0..<levels).map { _ in FlatArray<QueryItem>(reservingCapacity: 16) }
    }

    /// Runs every level and assembles the read-only hierarchy.
    /// - Complexity: O(levels · (n + grid cells)) plus the greedy visits, which touch each item's 3×3 cells.
    mutating func build() -> ClusterHierarchy {
        var trace = BuildTrace()
        defer { trace.flush("build") }
        if n > 0 {
            prepareActivation()
            trace.mark("activation")
            trace.flush("prep")
            for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
                wake(bucket: options.maxZoom - z)
                if n > 0 { clusterLevel(zoom: z) }
            }
        }
        // Whatever is left shows from the lowest zoom up, including points that never had a neighbour.
        for s in 0..<n { finalize(slot: s, firstVisibleZoom: options.minZoom) }
        if let last = bucketStart.last, bucketStart.count >= 2 {
            let zTop = UInt8(options.maxZoom + 1)
            for i in bucketStart[bucketStart.count - 2]..<last {
                groupBuffers[0].append(QueryItem(x: inertPos[i].x, y: inertPos[i].y, entry: inertEntry[i], visibleTo: zTop))
            }
        }
        trace.mark("finalize")
        releaseLevelBuffers()
        let h = assemble()
        trace.mark("assemble")
        h.checkInvariants()
        return h
    }

    /// Once most set-aside points have woken, moves the rest into small arrays and frees the large ones.
    private mutating func compactInert(after b: Int) {
        let from = bucketStart[b + 1], end = bucketStart[bucketStart.count - 1]
        let remaining = end - from
        guard inertPos.count > 1024, remaining * 4 < inertPos.count else { return }
        let p = FlatArray<Spot>(uninitializedCount: remaining), r = FlatArray<UInt32>(uninitializedCount: remaining)
        let e = FlatArray<UInt32>(uninitializedCount: remaining)
        p.copy(from: inertPos, at: from, to: 0, count: remaining)
        r.copy(from: inertRank, at: from, to: 0, count: remaining)
        e.copy(from: inertEntry, at: from, to: 0, count: remaining)
        inertPos = p; inertRank = r; inertEntry = e
        for k in 0..<bucketStart.count { bucketStart[k] = max(0, bucketStart[k] - from) }
    }

    /// Gives back every per-level buffer before the index is assembled, so they do not add to the peak.
    private mutating func releaseLevelBuffers() {
        for a in [count, rank, entry, spareCount, spareRank, spareEntry, cellOf, cellStart, newEntry, inertRank, inertEntry]
            as [FlatArray<UInt32>] { a.setCount(0); a.shrinkToFit() }
        for a in [pos, sparePos, inertPos] as [FlatArray<Spot>] { a.setCount(0); a.shrinkToFit() }
        state.setCount(0); state.shrinkToFit()
        n = 0
    }

    // MARK: - Activation

    /// A point whose nearest other point is farther than 3·r(z) can have no neighbour at zoom z. The items
    /// clustered at zoom z were made at zoom z+1 or above, and a cluster made at zoom z' has every leaf within
    /// 4·r(z') of its centre (its children lie within r(z') of the origin, the centre too, and their own
    /// leaves within 4·r(z'+1) = 2·r(z')). So a neighbour within r(z) puts a leaf within r(z) + 2·r(z).
    /// Such points are set aside and only join the level arrays ("wake") at the zoom where that bound
    /// fails, which makes the sparse high zooms nearly free.
    private mutating func prepareActivation() {
        let levels = options.maxZoom - options.minZoom + 1
        let bucketOf = givenBuckets ?? computeBuckets()
        // Stable counting sort into buckets keeps each bucket in spatial order.
        var starts = [Int](repeating: 0, count: levels + 2)
        let bv = bucketOf.view
        for s in 0..<n { starts[Int(bv[s]) + 1] += 1 }
        for b in 0...levels { starts[b + 1] += starts[b] }
        bucketStart = starts
        var cursor = starts
        inertPos = FlatArray(uninitializedCount: n)
        inertRank = FlatArray(uninitializedCount: n); inertEntry = FlatArray(uninitializedCount: n)
        let ipv = inertPos.view, irv = inertRank.view, iev = inertEntry.view
        let pv = pos.view, rv = rank.view, ev = entry.view
        for s in 0..<n {
            let b = Int(bv[s])
            let d = cursor[b]; cursor[b] = d + 1
            ipv[d] = pv[s]; irv[d] = rv[s]; iev[d] = ev[s]
        }
        pos = FlatArray(reservingCapacity: 16)
        self.count = FlatArray(reservingCapacity: 16); rank = FlatArray(reservingCapacity: 16)
        entry = FlatArray(reservingCapacity: 16)
        n = 0
    }

    /// Sorts the level spatially and gives each item its wake bucket (aligned with the sorted order).
    private mutating func computeBuckets() -> FlatArray<UInt8> {
        let top = options.maxZoom
        let grid = sortSpatially(radius: options.normalizedRadius(zoom: top))
        let side = grid.side, inv = grid.inverse
        let cell = 1 / inv
        let levels = options.maxZoom - options.minZoom + 1
        let bucketOf = FlatArray<UInt8>(uninitializedCount: n)
        let total = n
        let chunks = n > 50_000 ? 2 : 1
        let ps = pos, st = grid.start, bo = bucketOf
        // Squared wake distances per zoom, highest zoom first, with a margin for rounding: waking early is
        // always safe, waking late never is.
        let limits = (0..<levels).map { k in
            let r = 3.001 * options.normalizedRadius(zoom: options.maxZoom - k); return r * r
        }
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            let pv = ps.view, sv = st.view, bv = bo.view
            for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                let p = pv[s], px = p.x, py = p.y
                let cx = min(side - 1, Int(px * inv)), cy = min(side - 1, Int(py * inv))
                // Nearest other point within the 3×3 cells; farther than a cell counts as one cell.
                var best = cell * cell
                for yy in max(0, cy - 1)...min(side - 1, cy + 1) {
                    let row = yy * side
                    let lo = Int(sv[row + max(0, cx - 1)]), hi = Int(sv[row + min(side - 1, cx + 1) + 1])
                    // The run is sorted by x: walk out from px in both directions until x alone is too far.
                    let a = Self.lowerBound(lo, hi, x: px, pv)
                    var t = a
                    while t < hi {
                        let q = pv[t], dx = q.x - px
                        if dx * dx >= best { break }
                        if t != s { let dy = py - q.y; let d = dx * dx + dy * dy; if d < best { best = d } }
                        t += 1
                    }
                    t = a - 1
                    while t >= lo {
                        let q = pv[t], dx = px - q.x
                        if dx * dx >= best { break }
                        if t != s { let dy = py - q.y; let d = dx * dx + dy * dy; if d < best { best = d } }
                        t -= 1
                    }
                }
                var b = 0
                while b < levels && best > limits[b] { b += 1 }
                bv[s] = UInt8(b)
            }
        }
        return bucketOf
    }

    /// Wake buckets for `positions` (in their order), to pass to builders of subsets of them.
    static func wakeBuckets(positions: FlatArray<Spot>, options: ClusterOptions) -> FlatArray<UInt8> {
        let n = positions.count
        let ids = FlatArray<UInt32>(uninitializedCount: n)
        for i in 0..<n { ids[i] = UInt32(i) }
        let copy = FlatArray<Spot>(uninitializedCount: n)
        copy.copy(from: positions, at: 0, to: 0, count: n)
        var b = HierarchyBuilder(options: options, positions: copy, rank: ids, entry: FlatArray(ids.toArray()))
        let sorted = b.computeBuckets()
        let out = FlatArray<UInt8>(uninitializedCount: n)
        for s in 0..<n { out[Int(b.entry[s])] = sorted[s] }
        return out
    }

    /// Appends a bucket of set-aside points to the level.
    private mutating func wake(bucket b: Int) {
        defer { compactInert(after: b) }
        let lo = bucketStart[b], hi = bucketStart[b + 1]
        guard hi > lo else { return }
        let extra = hi - lo
        pos.reserve(extra: extra); pos.setCount(n + extra)
        for a in [count, rank, entry] as [FlatArray<UInt32>] { a.reserve(extra: extra); a.setCount(n + extra) }
        pos.copy(from: inertPos, at: lo, to: n, count: extra)
        rank.copy(from: inertRank, at: lo, to: n, count: extra)
        entry.copy(from: inertEntry, at: lo, to: n, count: extra)
        let cv = count.view
        for i in n..<(n + extra) { cv[i] = 1 }
        n += extra
    }

    // MARK: - One level

    private mutating func clusterLevel(zoom z: Int) {
        var trace = BuildTrace()
        defer { trace.flush("z\(z) n=\(n)") }
        let r = options.normalizedRadius(zoom: z)
        let r2 = r * r
        let grid = sortSpatially(radius: r)
        trace.mark("sort")
        let side = grid.side, inv = grid.inverse
        let st = grid.start.view

        // Phase 1: which items have any neighbour (in spatial order, stopping at the first); two halves in parallel.
        let chunks = n > 20_000 ? 2 : 1
        let parts = (0..<chunks).map { _ in FlatArray<UInt64>(reservingCapacity: 64) }
        do {
            let total = n, ps = pos, rs = rank
            DispatchQueue.concurrentPerform(iterations: chunks) { part in
                let pv = ps.view, rv = rs.view, out = parts[part]
                // Items come in cell order, x ascending within a cell: while the cell stays the same, each
                // row's window start only moves right, so it is advanced instead of searched again.
                var lastCell = -1
                var starts = (0, 0, 0), lastX = -Double.infinity
                for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                    let p = pv[s], px = p.x, py = p.y
                    let cx = min(side - 1, Int(px * inv)), cy = min(side - 1, Int(py * inv))
                    let cellHere = cy * side + cx
                    let fresh = cellHere != lastCell || px < lastX
                    lastCell = cellHere; lastX = px
                    var found = false
                    let left = px - r, right = px + r
                    for k in 0..<3 where !found {
                        let yy = cy - 1 + k
                        if yy < 0 || yy >= side { continue }
                        let row = yy * side
                        let lo = Int(st[row + max(0, cx - 1)]), hi = Int(st[row + min(side - 1, cx + 1) + 1])
                        var t: Int
                        if fresh {
                            t = Self.windowStart(lo, hi, px: px, r: r, pv)
                        } else {
                            // A start saved in an earlier cell may lie before this run: clamp it into the run.
                            t = max(lo, k == 0 ? starts.0 : (k == 1 ? starts.1 : starts.2))
                            while t < hi && pv[t].x < left { t += 1 }
                        }
                        switch k { case 0: starts.0 = t; case 1: starts.1 = t; default: starts.2 = t }
                        while t < hi {
                            let q = pv[t]
                            if q.x > right { break }
                            if t != s {
                                let dx = px - q.x, dy = py - q.y
                                if dx * dx + dy * dy <= r2 { found = true; break }
                            }
                            t += 1
                        }
                    }
                    if found { out.append(UInt64(rv[s]) << 32 | UInt64(s)) }
                }
            }
        }
        let candidates = FlatArray<UInt64>(uninitializedCount: parts.reduce(0) { $0 + $1.count })
        var at = 0
        for p in parts { candidates.copy(from: p, at: 0, to: at, count: p.count); at += p.count }
        trace.mark("near(\(candidates.count))")
        guard candidates.count > 0 else { return }
        RadixSort.sort(candidates, scratch: FlatArray(uninitializedCount: candidates.count))
        trace.mark("rsort")

        // Phase 2: the greedy visit in data order.
        // state: 0 untouched, 1 visited without cluster, 2 made a cluster, 3 absorbed, 4 claimed by a group too small.
        state.resizeDiscarding(to: n)
        state.fill(0)
        newEntry.resizeDiscarding(to: n)
        var groupRank: FlatArray<UInt32>? = nil
        let members = FlatArray<UInt32>(reservingCapacity: 64)
        let minPoints = UInt64(options.minPoints)
        do {
            let pv = pos.view, cv = count.view, sv = state.view, kv = candidates.view
            for k in 0..<candidates.count {
                let s = Int(kv[k] & 0xFFFF_FFFF)
                if sv[s] != 0 { continue }
                sv[s] = 1
                let p = pv[s], px = p.x, py = p.y
                let originCount = UInt64(cv[s])
                var total = originCount
                var wx = px * Double(originCount), wy = py * Double(originCount)
                members.setCount(0)
                let cx = min(side - 1, Int(px * inv)), cy = min(side - 1, Int(py * inv))
                for yy in max(0, cy - 1)...min(side - 1, cy + 1) {
                    let row = yy * side
                    let lo = Int(st[row + max(0, cx - 1)]), hi = Int(st[row + min(side - 1, cx + 1) + 1])
                    var t = Self.windowStart(lo, hi, px: px, r: r, pv)
                    let right = px + r
                    while t < hi {
                        let q = pv[t]
                        if q.x > right { break }
                        if sv[t] == 0 {
                            let qx = q.x, qy = q.y
                            let dx = px - qx, dy = py - qy
                            if dx * dx + dy * dy <= r2 {
                                sv[t] = 3
                                members.append(UInt32(t))
                                let c = UInt64(cv[t])
                                total += c
                                wx += qx * Double(c); wy += qy * Double(c)
                            }
                        }
                        t += 1
                    }
                }
                if members.count == 0 { continue }
                if total >= minPoints {
                    sv[s] = 2
                    newEntry[s] = UInt32(pointCount + cCount.count)
                    makeCluster(origin: s, members: members, total: total, x: wx / Double(total), y: wy / Double(total), zoom: z)
                } else {
                    // Too few: the group stays as it is, the members right after the origin in data order.
                    if groupRank == nil { groupRank = FlatArray(repeating: UInt32.max, count: n) }
                    let mv = members.view
                    for m in 0..<members.count {
                        sv[Int(mv[m])] = 4
                        groupRank![Int(mv[m])] = rank[s]
                    }
                }
            }
        }
        trace.mark("greedy")
        emitNextLevel(zoom: z, state: state, newEntry: newEntry, groupRank: groupRank)
        trace.mark("emit")
    }

    /// Appends a cluster of `origin` and `members` (slots of this level) to the cluster table.
    private func makeCluster(origin s: Int, members: FlatArray<UInt32>, total: UInt64, x cx: Double, y cy: Double, zoom z: Int) {
        let originEntry = Int(entry[s])
        cCount.append(UInt32(truncatingIfNeeded: total))
        cZoom.append(UInt8(z))
        cX.append(cx); cY.append(cy)
        cOrigin.append(originEntry < pointCount ? UInt32(originEntry) : cOrigin[originEntry - pointCount])
        var b = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        func add(slot t: Int) {
            let e = Int(entry[t])
            children.append(UInt32(e))
            if e < pointCount {
                let px = pos[t].x, py = pos[t].y
                b.0 = min(b.0, Self.floatDown(px)); b.1 = min(b.1, Self.floatDown(py))
                b.2 = max(b.2, Self.floatUp(px)); b.3 = max(b.3, Self.floatUp(py))
            } else {
                let c = 4 * (e - pointCount)
                b.0 = min(b.0, cBounds[c]); b.1 = min(b.1, cBounds[c + 1])
                b.2 = max(b.2, cBounds[c + 2]); b.3 = max(b.3, cBounds[c + 3])
            }
        }
        add(slot: s)
        let mv = members.view
        for m in 0..<members.count { add(slot: Int(mv[m])) }
        cChildStart.append(UInt32(children.count))
        cBounds.append(b.0); cBounds.append(b.1); cBounds.append(b.2); cBounds.append(b.3)
    }

    @inline(__always) static func floatDown(_ v: Double) -> Float { let f = Float(v); return Double(f) > v ? f.nextDown : f }
    @inline(__always) static func floatUp(_ v: Double) -> Float { let f = Float(v); return Double(f) < v ? f.nextUp : f }

    /// Replaces the level with the next one down: clusters take their origin's place, absorbed items leave
    /// (and enter the query index), everything else is copied.
    private mutating func emitNextLevel(zoom z: Int, state: FlatArray<UInt8>, newEntry: FlatArray<UInt32>, groupRank: FlatArray<UInt32>?) {
        let sv = state.view
        let absorbedInto = groupBuffers[z + 1 - options.minZoom]
        var next = 0
        for s in 0..<n where sv[s] != 3 { next += 1 }
        let np = sparePos, nc = spareCount, nr = spareRank, ne = spareEntry
        np.resizeDiscarding(to: next)
        for a in [nc, nr, ne] { a.resizeDiscarding(to: next) }
        let keys: FlatArray<UInt64>? = groupRank == nil ? nil : FlatArray(uninitializedCount: next)
        var j = 0
        let pv = pos.view, cv = count.view, rv = rank.view, ev = entry.view
        let npv = np.view, ncv = nc.view, nrv = nr.view, nev = ne.view
        for s in 0..<n {
            switch sv[s] {
            case 3:
                absorbedInto.append(queryItem(slot: s))
                continue
            case 2:
                absorbedInto.append(queryItem(slot: s))
                let e = Int(newEntry[s]), c = e - pointCount
                npv[j] = Spot(x: cX[c], y: cY[c]); ncv[j] = cCount[c]; nev[j] = UInt32(e)
            default:
                npv[j] = pv[s]; ncv[j] = cv[s]; nev[j] = ev[s]
            }
            nrv[j] = rv[s]
            if let keys, let groupRank {
                let g = groupRank[s]
                keys[j] = UInt64(g == UInt32.max ? rv[s] : g) << 32 | UInt64(rv[s])
            }
            j += 1
        }
        if let keys {
            // Members of a too-small group follow their origin in data order: re-number every rank densely,
            // the still set-aside points included so their order against the level is kept.
            let inertLo = bucketStart[options.maxZoom - z + 1], inertHi = bucketStart[bucketStart.count - 1]
            let total = next + inertHi - inertLo
            let sorted = FlatArray<UInt64>(uninitializedCount: total)
            sorted.copy(from: keys, at: 0, to: 0, count: next)
            for i in inertLo..<inertHi { let r = UInt64(inertRank[i]); sorted[next + i - inertLo] = r << 32 | r }
            RadixSort.sort(sorted, scratch: FlatArray(uninitializedCount: total))
            let sk = sorted.view
            func denseRank(_ k: UInt64) -> UInt32 {
                var lo = 0, hi = total
                while lo < hi { let m = (lo + hi) >> 1; if sk[m] < k { lo = m + 1 } else { hi = m } }
                return UInt32(lo)
            }
            for i in 0..<next { nrv[i] = denseRank(keys[i]) }
            for i in inertLo..<inertHi { let r = UInt64(inertRank[i]); inertRank[i] = denseRank(r << 32 | r) }
        }
        swap(&pos, &sparePos); swap(&count, &spareCount); swap(&rank, &spareRank); swap(&entry, &spareEntry)
        n = next
        // Levels shrink as zoom falls: let scratch sized for a large level go rather than hold it to the end.
        for a in [spareCount, spareRank, spareEntry, cellOf, cellStart, newEntry] as [FlatArray<UInt32>] { a.shrinkIfSparse() }
        sparePos.shrinkIfSparse(); state.shrinkIfSparse()
    }

    /// Moves an item that no longer shows below `firstVisibleZoom` into the query index.
    private mutating func finalize(slot s: Int, firstVisibleZoom: Int) {
        groupBuffers[firstVisibleZoom - options.minZoom].append(queryItem(slot: s))
    }

    @inline(__always) private func queryItem(slot s: Int) -> QueryItem {
        let e = entry[s]
        let top = Int(e) < pointCount ? UInt8(options.maxZoom + 1) : cZoom[Int(e) - pointCount]
        let p = pos[s]
        return QueryItem(x: p.x, y: p.y, entry: e, visibleTo: top)
    }

    // MARK: - Spatial order

    private struct Grid { let side: Int; let inverse: Double; let start: FlatArray<UInt32> }

    /// Counting-sorts the level into square cells at least `radius` wide (and no finer than the item count
    /// warrants). - Complexity: O(n + cells).
    private mutating func sortSpatially(radius r: Double) -> Grid {
        // About 16 cells per item tolerates uneven density; capped at 1536² cells (9 MB of offsets).
        let densityCell = 1 / min(1536, max(1, (16 * Double(n)).squareRoot()))
        let cell = max(r, densityCell)
        let inverse = 1 / cell
        let side = Int(inverse) + 1
        let cells = side * side
        let start = cellStart
        start.resizeDiscarding(to: cells + 1)
        start.fill(0)
        cellOf.resizeDiscarding(to: n)
        let pv = pos.view, st = start.view, co = cellOf.view
        for s in 0..<n {
            let c = min(side - 1, Int(pv[s].y * inverse)) * side + min(side - 1, Int(pv[s].x * inverse))
            co[s] = UInt32(c)
            st[c] &+= 1
        }
        if cells > 1 { for c in 1..<cells { st[c] &+= st[c - 1] } }
        st[cells] = UInt32(n)
        // Scatter backwards from each cell's end, which leaves `start` holding the starts again (stable).
        let np = sparePos, nc = spareCount, nr = spareRank, ne = spareEntry
        for a in [nc, nr, ne] { a.resizeDiscarding(to: n) }
        np.resizeDiscarding(to: n)
        let npv = np.view, ncv = nc.view, nrv = nr.view, nev = ne.view
        let cv = count.view, rv = rank.view, ev = entry.view
        var s = n - 1
        while s >= 0 {
            let c = Int(co[s])
            let d = Int(st[c]) - 1; st[c] = UInt32(d)
            npv[d] = pv[s]; ncv[d] = cv[s]; nrv[d] = rv[s]; nev[d] = ev[s]
            s -= 1
        }
        swap(&pos, &sparePos); swap(&count, &spareCount); swap(&rank, &spareRank); swap(&entry, &spareEntry)
        // Each cell is ordered by x, so a run of adjacent cells in a row is too, and a search reads only
        // the items within the radius in x (see `window`): crowded cells (cities) cost a binary search.
        var perm: [Int] = []
        for c in 0..<cells {
            let lo = Int(st[c]), hi = Int(st[c + 1])
            if hi - lo < 2 { continue }
            if hi - lo <= Self.sortedCell {
                // Insertion sort in place for the usual small cell.
                var i = lo + 1
                while i < hi {
                    let kp = npv[i], kc = ncv[i], kr = nrv[i], ke = nev[i]
                    var j = i - 1
                    while j >= lo && npv[j].x > kp.x {
                        npv[j + 1] = npv[j]; ncv[j + 1] = ncv[j]; nrv[j + 1] = nrv[j]; nev[j + 1] = nev[j]
                        j -= 1
                    }
                    npv[j + 1] = kp; ncv[j + 1] = kc; nrv[j + 1] = kr; nev[j + 1] = ke
                    i += 1
                }
                continue
            }
            perm = Array(lo..<hi)
            perm.sort { npv[$0].x < npv[$1].x }
            let p0 = (lo..<hi).map { npv[$0] }, c0 = (lo..<hi).map { ncv[$0] }
            let r0 = (lo..<hi).map { nrv[$0] }, e0 = (lo..<hi).map { nev[$0] }
            for (k, from) in perm.enumerated() {
                npv[lo + k] = p0[from - lo]; ncv[lo + k] = c0[from - lo]; nrv[lo + k] = r0[from - lo]; nev[lo + k] = e0[from - lo]
            }
        }
        return Grid(side: side, inverse: inverse, start: start)
    }

    /// Cells up to this size are insertion-sorted; larger ones use the library sort.
    static let sortedCell = 24

    /// First index of an x-sorted run [lo, hi) whose x is at least `px - r` (short runs start at `lo`);
    /// callers stop scanning at the first x beyond `px + r`.
    @inline(__always) static func windowStart(_ lo: Int, _ hi: Int, px: Double, r: Double, _ pv: FlatView<Spot>) -> Int {
        guard hi - lo > 8 else { return lo }
        return lowerBound(lo, hi, x: px - r, pv)
    }

    /// First index of an x-sorted run [lo, hi) whose x is at least `left` (`hi` when none).
    @inline(__always) static func lowerBound(_ lo: Int, _ hi: Int, x left: Double, _ pv: FlatView<Spot>) -> Int {
        guard hi > lo else { return lo }
        // Branch-free: a fixed number of steps whose only data-dependent choice is a select.
        var base = lo, len = hi - lo
        while len > 1 {
            let half = len >> 1
            base = pv[base + half - 1].x < left ? base + half : base
            len -= half
        }
        return pv[base].x < left ? base + 1 : base
    }

    // MARK: - Assembly

    private func assemble() -> ClusterHierarchy {
        let total = cCount.count
        // Degrees for every cluster once, so queries do no trigonometry; converted in place to save memory.
        let lon = cX, lat = cY, bounds = cBounds
        let chunks = total > 50_000 ? 2 : 1
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            let lo = total * part / chunks, hi = total * (part + 1) / chunks
            let la = lat.view, lo2 = lon.view, bv = bounds.view
            for c in lo..<hi {
                la[c] = NormalizedMercator.latitude(y: la[c])
                lo2[c] = NormalizedMercator.longitude(x: lo2[c])
                let minX = Double(bv[4 * c]), minY = Double(bv[4 * c + 1])
                let maxX = Double(bv[4 * c + 2]), maxY = Double(bv[4 * c + 3])
                bv[4 * c] = Self.floatDown(NormalizedMercator.longitude(x: minX))
                bv[4 * c + 1] = Self.floatDown(NormalizedMercator.latitude(y: maxY))
                bv[4 * c + 2] = Self.floatUp(NormalizedMercator.longitude(x: maxX))
                bv[4 * c + 3] = Self.floatUp(NormalizedMercator.latitude(y: minY))
            }
        }
        for a in [lon, lat] as [FlatArray<Double>] { a.shrinkToFit() }
        bounds.shrinkToFit()
        let buffers = groupBuffers
        let groups = FlatGroupBuilder.build(buffers)
        for a in [cCount, cChildStart, children, cOrigin] as [FlatArray<UInt32>] { a.shrinkToFit() }
        cZoom.shrinkToFit()
        return ClusterHierarchy(options: options, pointCount: pointCount, clusterCount: cCount, clusterZoom: cZoom,
                                childStart: cChildStart, children: children, originLeaf: cOrigin,
                                centerLatitude: lat, centerLongitude: lon, boundsDegrees: bounds, groups: groups)
    }
}

/// Turns the per-zoom buffers into query groups, the large ones in parallel.
enum FlatGroupBuilder {
    static func build(_ buffers: [FlatArray<QueryItem>]) -> [QueryGroup] {
        let out = FlatResultBox<QueryGroup>(count: buffers.count)
        DispatchQueue.concurrentPerform(iterations: buffers.count) { k in
            out.set(k, QueryGroup(unsorted: buffers[k]))
        }
        return out.values()
    }
}

import Foundation

/// One level: neighbour pass, the greedy visit in data order, and the next level's arrays.
extension HierarchyBuilder {
    mutating func clusterLevel(zoom z: Int) {
        var trace = BuildTrace()
        defer { trace.flush("z\(z) n=\(n)") }
        let r = options.normalizedRadius(zoom: z)
        let grid = sortSpatially(radius: r)
        trace.mark("sort")
        let st = grid.start.view

        // Phase 1: which items have a neighbour and, for all but very large levels (memory), the list of them in
        // the order the greedy scan would meet them, so the greedy visit reads a short list instead of searching
        // the grid again. In chunks on both cores; shared chunks cost a queue hop and a lock, so even small (but
        // neighbour-dense) levels are split.
        let chunks = pipeline == nil ? (n > 20_000 ? 2 : 1) : (n > 2_000 ? Self.maxChunks : 1)
        // The neighbour pass's helper stays for the far side of the greedy visit, if the level gets one.
        let handoff = GreedyHandoff()
        var offered = false
        defer { if !offered { handoff.withdraw() } }
        let useLists = n <= maxListedLevel
        let candidates = useLists ? listNeighbours(grid: grid, radius: r, chunks: chunks, handoff: handoff)
                                  : searchEachItem(grid: grid, radius: r, chunks: chunks, cap: 0)
        trace.mark("near(\(candidates.count))")
        guard candidates.count > 0 else { return }
        // Still in slot order here, which is what choosing the cut between the greedy sides needs.
        var sides = greedySplit == .none ? [] : greedySides(grid: grid, candidates: candidates, listed: useLists)
        // Ranks are unique, so the slot in the low half never decides the order.
        RadixSort.sort(candidates, scratch: FlatArray(uninitializedCount: candidates.count), fromBit: 32)
        trace.mark("rsort")

        // Phase 2: the greedy visit in data order; large levels of pipelined builds are cut in two sides that
        // two threads visit (see `GreedySide`).
        state.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        state.fill(ItemState.untouched.rawValue)
        newEntry.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        // No helper waiting yet: its core is taken, and visiting both sides on this thread costs more than one pass.
        if greedySplit == .shared && !handoff.helperIsWaiting { sides = [] }
        // A helper waiting for a side that will not come would hold the pipeline's core until the level ends.
        if sides.isEmpty || greedySplit != .shared { handoff.withdraw() }
        var groupRank: FlatArray<UInt32>? = nil
        let pv = pos.view, cv = count.view, sv = state.view, ev = entry.view
        let nbv = nbCount.view, bgv = nbBegin.view, listView = neighbourList.view
        if sides.isEmpty {
            let members = FlatArray<UInt32>(reservingCapacity: 64)
            let minPoints = UInt64(options.minPoints), zoom = UInt8(z), kv = candidates.view
            for k in 0..<candidates.count {
                let s = Int(kv[k] & 0xFFFF_FFFF)
                let listed = Int(useLists ? nbv[s] : Self.noList)
                let code = listed == Int(Self.noList) ? 0 : bgv[s]
                guard let (total, wx, wy) = GreedyStep.claim(
                    s, pos: pv, count: cv, state: sv, listed: listed, list: listView, listStart: Int(code),
                    grid: grid, cellStart: st, r: r, members: members) else { continue }
                if total >= minPoints {
                    sv[s] = ItemState.clusterOrigin.rawValue
                    newEntry[s] = UInt32(pointCount + cCount.count)
                    cZoom.append(zoom)
                    table.append(origin: s, members: members, total: total, x: wx / Double(total), y: wy / Double(total),
                                 entry: ev, pos: pv, pointCount: pointCount, earlier: table)
                } else {
                    if groupRank == nil { groupRank = FlatArray(repeating: UInt32.max, count: n) }
                    GreedyStep.keepSmallGroup(members, originRank: rank[s], state: sv, groupRank: groupRank!.view)
                }
            }
        } else {
            let groupRanks: FlatArray<UInt32>? = options.minPoints > 2 ? FlatArray(repeating: UInt32.max, count: n) : nil
            let level = GreedyLevel(
                pos: pv, count: cv, rank: rank.view, entry: ev, state: sv, candidates: candidates.view,
                candidateCount: candidates.count, nbCount: nbv, nbBegin: bgv, list: listView,
                grid: grid, r: r, pointCount: pointCount, minPoints: UInt64(options.minPoints), cellStart: st,
                table: table, groupRank: groupRanks?.view)
            let (a, b) = (sides[0], sides[1])
            a.start(level); b.start(level)
            switch greedySplit {
            case .twoThreads:
                BuildLane.thread { if b.claim() { b.run(level, other: a, mayTakeOver: nil) } }
                a.run(level, other: b, mayTakeOver: { false })
            case .oneThread:
                a.run(level, other: b, mayTakeOver: { true })
            default:
                handoff.offer(level, near: a, far: b)
                offered = true
                a.run(level, other: b, mayTakeOver: { handoff.shouldTakeOver() })
            }
            splitLevels += 1
            if !a.tookOver { helpedLevels += 1 }
            mergeClusters(sides, zoom: z)
            if sides.contains(where: \.madeSmallGroup) { groupRank = groupRanks }
        }
        trace.mark(sides.isEmpty ? "greedy" : sides[0].tookOver ? "greedy(taken over)" : "greedy(2 threads)")
        emitNextLevel(zoom: z, state: state, newEntry: newEntry, groupRank: groupRank)
        trace.mark("emit")
    }

    /// Candidates a level needs before its greedy visit is shared by two threads (the hand-over costs a few µs).
    static let sharedGreedyCandidates = 16_384

    /// No sides for a small level (one pass); for a large one two, cut at the start of a grid row. Of the rows
    /// that leave 42–58 % of the candidates below the cut, the one with the fewest items near it: those wait for
    /// the other side. `candidates` must still be in slot order.
    func greedySides(grid: Grid, candidates: FlatArray<UInt64>, listed: Bool) -> [GreedySide] {
        let columns = grid.columns, rows = grid.rows, st = grid.start, m = candidates.count, cv = candidates.view
        // Only the neighbour pass's helper (pipelined builds) comes early enough to take a side, and only a
        // pipeline without degree conversions leaves it free enough to (GeoNames builds were slower with it).
        let helperFree = pipeline != nil && !convertsToDegrees
        guard listed, m >= minCandidatesToSplit, rows >= 16, helperFree || greedySplit != .shared else { return [] }
        func rowOf(candidate k: Int) -> Int { grid.row(pos[Int(cv[k] & 0xFFFF_FFFF)].y) }
        // Rows are at least a radius tall: three rows each way cover everything within two radii of the cut.
        func band(_ row: Int) -> Range<Int> { Int(st[max(0, row - 3) * columns])..<Int(st[min(rows, row + 3) * columns]) }
        let low = rowOf(candidate: m * 42 / 100), high = max(rowOf(candidate: m * 58 / 100), low + 1)
        var best = rowOf(candidate: m / 2), fewest = band(best).count
        for row in (low + 1)...high {
            let items = band(row).count
            if items < fewest { best = row; fewest = items }
        }
        let cut = Int(st[best * columns])
        guard cut > 0, cut < n else { return [] }
        return [GreedySide(owns: 0..<cut, band: band(best)), GreedySide(owns: cut..<n, band: band(best))]
    }

    /// Appends the clusters the two sides made to the cluster table, numbered in data order (their origins' ranks).
    mutating func mergeClusters(_ sides: [GreedySide], zoom z: Int) {
        let (a, b) = (sides[0], sides[1])
        let made = a.origin.count + b.origin.count, first = cCount.count, firstChild = children.count
        let childTotal = a.records.children.count + b.records.children.count
        for c in [cCount, cOrigin] as [FlatArray<UInt32>] { c.reserve(extra: made); c.setCount(first + made) }
        cChildStart.reserve(extra: made); cChildStart.setCount(first + 1 + made)
        cZoom.reserve(extra: made); cZoom.setCount(first + made)
        for c in [cX, cY] as [FlatArray<Double>] { c.reserve(extra: made); c.setCount(first + made) }
        cBounds.reserve(extra: 4 * made); cBounds.setCount(4 * (first + made))
        children.reserve(extra: childTotal); children.setCount(firstChild + childTotal)
        let ccv = cCount.view, cov = cOrigin.view, csv = cChildStart.view, czv = cZoom.view
        let cxv = cX.view, cyv = cY.view, cbv = cBounds.view, chv = children.view, nev = newEntry.view
        var ka = 0, kb = 0, childAt = firstChild
        let zoom = UInt8(z)
        for c in first..<(first + made) {
            // The side whose next cluster comes first in data order.
            let ra = ka < a.origin.count ? a.originRank[ka] : UInt32.max
            let rb = kb < b.origin.count ? b.originRank[kb] : UInt32.max
            let sd = ra < rb ? a : b, k = ra < rb ? ka : kb
            if ra < rb { ka += 1 } else { kb += 1 }
            let rec = sd.records
            nev[Int(sd.origin[k])] = UInt32(pointCount + c)
            ccv[c] = rec.count[k]; czv[c] = zoom; cxv[c] = rec.x[k]; cyv[c] = rec.y[k]; cov[c] = rec.originLeaf[k]
            for j in 0..<4 { cbv[4 * c + j] = rec.bounds[4 * k + j] }
            for i in Int(rec.childStart[k])..<Int(rec.childStart[k + 1]) { chv[childAt] = rec.children[i]; childAt += 1 }
            csv[c + 1] = UInt32(childAt)
        }
    }

    @inline(__always) static func floatDown(_ v: Double) -> Float { let f = Float(v); return Double(f) > v ? f.nextDown : f }
    @inline(__always) static func floatUp(_ v: Double) -> Float { let f = Float(v); return Double(f) < v ? f.nextUp : f }

    /// Replaces the level with the next one down: clusters take their origin's place, absorbed items leave
    /// (and enter the query index), everything else is copied.
    mutating func emitNextLevel(zoom z: Int, state: FlatArray<UInt8>, newEntry: FlatArray<UInt32>, groupRank: FlatArray<UInt32>?) {
        let sv = state.view
        let absorbedInto = groupBuffers[z + 1 - options.minZoom]
        var next = 0
        for s in 0..<n where sv[s] != ItemState.absorbed.rawValue { next += 1 }
        let np = sparePos, nc = spareCount, nr = spareRank, ne = spareEntry
        np.resizeDiscarding(to: next)
        for a in [nc, nr, ne] { a.resizeDiscarding(to: next) }
        let keys: FlatArray<UInt64>? = groupRank == nil ? nil : FlatArray(uninitializedCount: next)
        var j = 0
        let pv = pos.view, cv = count.view, rv = rank.view, ev = entry.view
        let npv = np.view, ncv = nc.view, nrv = nr.view, nev = ne.view
        for s in 0..<n {
            switch sv[s] {
            case ItemState.absorbed.rawValue:
                absorbedInto.append(queryItem(slot: s))
                continue
            case ItemState.clusterOrigin.rawValue:
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
            // the still asleep points included so their order against the level is kept.
            let asleepLo = bucketStart[options.maxZoom - z + 1], asleepHi = bucketStart[bucketStart.count - 1]
            let total = next + asleepHi - asleepLo
            let sorted = FlatArray<UInt64>(uninitializedCount: total)
            sorted.copy(from: keys, at: 0, to: 0, count: next)
            for i in asleepLo..<asleepHi { let r = UInt64(asleepRank[i]); sorted[next + i - asleepLo] = r << 32 | r }
            RadixSort.sort(sorted, scratch: FlatArray(uninitializedCount: total))
            let sk = sorted.view
            func denseRank(_ k: UInt64) -> UInt32 {
                var lo = 0, hi = total
                while lo < hi { let m = (lo + hi) >> 1; if sk[m] < k { lo = m + 1 } else { hi = m } }
                return UInt32(lo)
            }
            for i in 0..<next { nrv[i] = denseRank(keys[i]) }
            for i in asleepLo..<asleepHi { let r = UInt64(asleepRank[i]); asleepRank[i] = denseRank(r << 32 | r) }
        }
        swap(&pos, &sparePos); swap(&count, &spareCount); swap(&rank, &spareRank); swap(&entry, &spareEntry)
        n = next
        // Levels shrink as zoom falls: let scratch sized for a large level go rather than hold it to the end.
        for a in [spareCount, spareRank, spareEntry] { a.shrinkIfSparse() }
        sparePos.shrinkIfSparse()
        if !keepsScratch {
            for a in [cellOf, newEntry, nbBegin, cellStart, neighbourList] { a.shrinkIfSparse() }
            nbCount.shrinkIfSparse(); state.shrinkIfSparse()
        }
    }

    /// Moves an item that no longer shows below `firstVisibleZoom` into the query index.
    mutating func finalize(slot s: Int, firstVisibleZoom: Int) {
        groupBuffers[firstVisibleZoom - options.minZoom].append(queryItem(slot: s))
    }

    @inline(__always) private func queryItem(slot s: Int) -> QueryItem {
        let e = entry[s]
        let top = Int(e) < pointCount ? UInt8(options.maxZoom + 1) : cZoom[Int(e) - pointCount]
        let p = pos[s]
        return QueryItem(x: p.x, y: p.y, entry: e, visibleTo: top)
    }
}

import Foundation

/// One level: neighbour pass, the greedy visit in data order, and the next level's arrays.
extension HierarchyBuilder {
    mutating func clusterLevel(zoom z: Int) {
        var trace = BuildTrace()
        defer { trace.flush("z\(z) n=\(n)") }
        let r = options.normalizedRadius(zoom: z)
        let r2 = r * r
        let grid = sortSpatially(radius: r)
        trace.mark("sort")
        let side = grid.side
        let st = grid.start.view

        // Phase 1: which items have a neighbour, and the list of them in exactly the order the greedy scan
        // below would meet them (rows up, x ascending, same window starts), so the serial greedy pass reads a
        // short list instead of searching the grid again. In chunks on both cores.
        // Shared chunks cost a queue hop and a lock, so even small (but neighbour-dense) levels are split.
        let chunks = pipeline == nil ? (n > 20_000 ? 2 : 1) : (n > 2_000 ? Self.maxChunks : 1)
        let parts = (0..<chunks).map { _ in FlatArray<UInt64>(reservingCapacity: 64) }
        let lists = neighbourLists
        // Very large levels keep no lists (memory): each item then only learns whether it has a neighbour.
        let useLists = n <= Self.listedLevelLimit
        if useLists {
            nbBegin.resizeDiscarding(to: n, keepingLarger: keepsScratch); nbCount.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        }
        do {
            let total = n, ps = pos, rs = rank, beginOf = nbBegin, countOf = nbCount
            let cap = useLists ? Self.listCap : 0, slackR = r * (1 + 1e-9) + 1e-12
            let pass: @Sendable (Int) -> Void = { part in
                let pv = ps.view, rv = rs.view, out = parts[part], list = lists[part]
                let bv = beginOf.view, cnv = countOf.view
                list.setCount(0)
                // Items come in cell order, x ascending within a cell: while the cell stays the same, each
                // row's window start only moves right, so it is advanced instead of searched again.
                var lastCell = -1
                var starts = (0, 0, 0), lastX = -Double.infinity
                for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                    let p = pv[s], px = p.x, py = p.y
                    let cx = grid.column(px), cy = grid.row(py)
                    let cellHere = cy * side + cx
                    let fresh = cellHere != lastCell || px < lastX
                    lastCell = cellHere; lastX = px
                    if fresh { starts = (-1, -1, -1) }
                    // Cells may be much taller than the radius: rows beyond py ± r (with a margin far above
                    // rounding) hold no neighbour, so skipping them leaves the list and its order unchanged.
                    let rowLo = grid.row(py - slackR), rowHi = grid.row(py + slackR)
                    let begin = list.count
                    var found = 0
                    let left = px - r, right = px + r
                    var lastRow = 0
                    for k in 0..<3 where found <= cap {
                        lastRow = k
                        let yy = cy - 1 + k
                        if yy < rowLo || yy > rowHi || yy < 0 || yy >= side { continue }
                        let row = yy * side
                        let lo = Int(st[row + max(0, cx - 1)]), hi = Int(st[row + min(side - 1, cx + 1) + 1])
                        var t: Int
                        let saved = k == 0 ? starts.0 : (k == 1 ? starts.1 : starts.2)
                        if hi - lo <= 8 {
                            t = lo  // as `windowStart`: short runs are read whole
                        } else if saved < 0 {
                            t = Self.lowerBound(lo, hi, x: left, pv)
                        } else {
                            // Saved by an earlier item of this cell, whose window started no later.
                            t = saved
                            while t < hi && pv[t].x < left { t += 1 }
                        }
                        if hi - lo > 8 { switch k { case 0: starts.0 = t; case 1: starts.1 = t; default: starts.2 = t } }
                        while t < hi {
                            let q = pv[t]
                            if q.x > right { break }
                            if t != s {
                                let dx = px - q.x, dy = py - q.y
                                if dx * dx + dy * dy <= r2 {
                                    found += 1
                                    if found > cap { break }
                                    list.append(UInt32(t))
                                }
                            }
                            t += 1
                        }
                    }
                    if found > 0 {
                        out.append(UInt64(rv[s]) << 32 | UInt64(s))
                        if found > cap {
                            list.setCount(begin)
                            // Rows after the one that stopped the scan saved no start for this item.
                            if lastRow < 1 { starts.1 = -1 }
                            if lastRow < 2 { starts.2 = -1 }
                        }
                        if cap > 0 { cnv[s] = found > cap ? UInt8.max : UInt8(found); bv[s] = UInt32(part) << 28 | UInt32(begin) }
                    }
                }
            }
            if let pipeline, chunks > 1 {
                pipeline.share(chunks: chunks, pass)
            } else {
                DispatchQueue.concurrentPerform(iterations: chunks, execute: pass)
            }
        }
        let candidates = FlatArray<UInt64>(uninitializedCount: parts.reduce(0) { $0 + $1.count })
        var at = 0
        for p in parts { candidates.copy(from: p, at: 0, to: at, count: p.count); at += p.count }
        trace.mark("near(\(candidates.count))")
        guard candidates.count > 0 else { return }
        // Ranks are unique, so the slot in the low half never decides the order.
        RadixSort.sort(candidates, scratch: FlatArray(uninitializedCount: candidates.count), fromBit: 32)
        trace.mark("rsort")

        // Phase 2: the greedy visit in data order.
        // state: 0 untouched, 1 visited without cluster, 2 made a cluster, 3 absorbed, 4 claimed by a group too small.
        state.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        state.fill(0)
        newEntry.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        var groupRank: FlatArray<UInt32>? = nil
        let members = FlatArray<UInt32>(reservingCapacity: 64)
        let minPoints = UInt64(options.minPoints)
        do {
            let pv = pos.view, cv = count.view, sv = state.view, kv = candidates.view
            let nbv = nbCount.view, bgv = nbBegin.view, listViews = lists.map(\.view)
            for k in 0..<candidates.count {
                let s = Int(kv[k] & 0xFFFF_FFFF)
                if sv[s] != 0 { continue }
                sv[s] = 1
                let p = pv[s], px = p.x, py = p.y
                let originCount = UInt64(cv[s])
                var total = originCount
                var wx = px * Double(originCount), wy = py * Double(originCount)
                members.setCount(0)
                let listed = useLists ? Int(nbv[s]) : Int(UInt8.max)
                if listed != Int(UInt8.max) {
                    // The neighbours found in phase 1, in scan order; those still free join.
                    let code = bgv[s]
                    let lv = listViews[Int(code >> 28)]
                    let b = Int(code & 0x0FFF_FFFF)
                    for i in b..<(b + listed) {
                        let t = Int(lv[i])
                        if sv[t] == 0 {
                            sv[t] = 3
                            members.append(UInt32(t))
                            let q = pv[t], c = UInt64(cv[t])
                            total += c
                            wx += q.x * Double(c); wy += q.y * Double(c)
                        }
                    }
                } else {
                let cx = grid.column(px), cy = grid.row(py)
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
    func makeCluster(origin s: Int, members: FlatArray<UInt32>, total: UInt64, x cx: Double, y cy: Double, zoom z: Int) {
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
    mutating func emitNextLevel(zoom z: Int, state: FlatArray<UInt8>, newEntry: FlatArray<UInt32>, groupRank: FlatArray<UInt32>?) {
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
        for a in [spareCount, spareRank, spareEntry] { a.shrinkIfSparse() }
        sparePos.shrinkIfSparse()
        if !keepsScratch {
            for a in [cellOf, newEntry, nbBegin, cellStart] + neighbourLists { a.shrinkIfSparse() }
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

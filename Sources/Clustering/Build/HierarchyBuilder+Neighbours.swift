import Foundation

/// The neighbour lists of a level, found once per pair.
extension HierarchyBuilder {
    /// Every pair of items within the radius, found from its earlier item (in slot order) only: from `s`, the
    /// rest of its grid row up to x + r and the next row's window. Both cores enumerate chunks of items; then the
    /// pairs are counted and written into each item's list, in chunk and item order, which puts every list in
    /// slot order, the order the greedy scan meets them (rows up, x ascending) and the order a search from the
    /// item itself would find them. Half the distance tests of searching from both ends.
    /// Writes `nbBegin`/`nbCount` (`noList` past `listCap`) and `neighbourList`; returns the items
    /// with a neighbour as rank << 32 | slot, in slot order.
    mutating func listNeighbours(grid: Grid, radius r: Double, chunks: Int, handoff: GreedyHandoff) -> FlatArray<UInt64> {
        let total = n, ps = pos, st = grid.start, rows = grid.rows, columns = grid.columns
        let r2 = r * r, slackR = r * (1 + 1e-9) + 1e-12
        // Reserved here, generously: large buffers are mapped pages that cost nothing until written, and a
        // buffer grown on a worker thread would come from that thread's heap arena, which keeps it afterwards.
        let pairs = (0..<chunks).map { _ in FlatArray<UInt64>(reservingCapacity: max(1024, 16 * total / chunks)) }
        // A crowded spot (thousands of points within the radius) would make pairs quadratic: an item with more
        // than `forwardCap` later neighbours stops its scan, and the level is listed item by item instead.
        let crowded = FlatArray<UInt8>(repeating: 0, count: chunks)
        let forwardCap = 2 * Self.listCap
        let forward: @Sendable (Int) -> Void = { part in
            let pv = ps.view, sv = st.view, out = pairs[part]
            out.setCount(0)
            // Within a grid row items are in x order, so the next row's window start only moves right.
            var sweepRow = -1, lastX = -Double.infinity, next = 0
            for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                let p = pv[s], px = p.x, py = p.y
                let cy = grid.row(py), left = px - r, right = px + r
                if cy != sweepRow || px < lastX {
                    sweepRow = cy
                    next = cy + 1 < rows ? Self.lowerBound(Int(sv[(cy + 1) * columns]), Int(sv[(cy + 2) * columns]), x: left, pv) : 0
                }
                lastX = px
                var made = 0
                /// Pairs of `s` with the items of an x-sorted run from `first` until x passes px + r.
                @inline(__always) func pair(from first: Int, to end: Int) {
                    var t = first
                    while t < end {
                        let q = pv[t]
                        if q.x > right { break }
                        let dx = px - q.x, dy = py - q.y
                        if dx * dx + dy * dy <= r2 {
                            made += 1
                            if made > forwardCap { crowded[part] = 1; return }
                            out.append(UInt64(s) << 32 | UInt64(t))
                        }
                        t += 1
                    }
                }
                // The rest of this row: later slots, x from px up.
                pair(from: s + 1, to: Int(sv[(cy + 1) * columns]))
                // The next row, unless it lies beyond py + r (a margin far above rounding).
                guard cy + 1 < rows, cy + 1 <= grid.row(py + slackR) else { continue }
                let end = Int(sv[(cy + 2) * columns])
                while next < end && pv[next].x < left { next += 1 }
                pair(from: next, to: end)
            }
        }
        if let pipeline, chunks > 1 {
            pipeline.share(chunks: chunks, then: { handoff.helperArrived() }, forward)
        } else {
            BuildLane.perform(iterations: chunks, forward)
        }
        nbBegin.resizeDiscarding(to: n, keepingLarger: keepsScratch); nbCount.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        if crowded.toArray().contains(1) {
            crowdedLevels += 1
            return searchEachItem(grid: grid, radius: r, chunks: chunks, cap: Self.listCap)
        }
        // Counts (in `cellOf`, free after the sort), then list starts and the candidates.
        cellOf.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        let cnt = cellOf.view, bv = nbBegin.view, cnv = nbCount.view, rv = rank.view
        for s in 0..<n { cnt[s] = 0 }
        for part in pairs {
            let pw = part.view
            for i in 0..<part.count { let k = pw[i]; cnt[Int(k >> 32)] &+= 1; cnt[Int(k & 0xFFFF_FFFF)] &+= 1 }
        }
        let cap = UInt32(Self.listCap)
        let candidates = FlatArray<UInt64>(reservingCapacity: max(16, n / 2))
        var listed = 0
        for s in 0..<n {
            let k = cnt[s]
            if k == 0 { cnv[s] = 0; continue }
            candidates.append(UInt64(rv[s]) << 32 | UInt64(s))
            if k <= cap {
                cnv[s] = UInt8(k); bv[s] = UInt32(listed)
                cnt[s] = UInt32(listed)  // from here on: where its next entry goes
                listed += Int(k)
            } else {
                cnv[s] = Self.noList
            }
        }
        let list = neighbourList
        list.resizeDiscarding(to: listed, keepingLarger: keepsScratch)
        let lv = list.view
        for part in pairs {
            let pw = part.view
            for i in 0..<part.count {
                let k = pw[i], s = Int(k >> 32), t = Int(k & 0xFFFF_FFFF)
                if cnv[s] != Self.noList { lv[Int(cnt[s])] = UInt32(t); cnt[s] &+= 1 }
                if cnv[t] != Self.noList { lv[Int(cnt[t])] = UInt32(s); cnt[t] &+= 1 }
            }
        }
        return candidates
    }

    /// The items with a neighbour, as rank << 32 | slot in slot order, by a search from each item; with `cap` > 0
    /// also their lists (at most `cap` each, else `noList`), for levels with a spot too crowded for pairs;
    /// with `cap` 0 the search stops at the first neighbour (levels too large to keep lists).
    mutating func searchEachItem(grid: Grid, radius r: Double, chunks: Int, cap: Int) -> FlatArray<UInt64> {
        let total = n, ps = pos, rs = rank, st = grid.start, rows = grid.rows, columns = grid.columns
        let r2 = r * r, slackR = r * (1 + 1e-9) + 1e-12
        let parts = (0..<chunks).map { _ in FlatArray<UInt64>(reservingCapacity: 64) }
        let lists = (0..<chunks).map { _ in FlatArray<UInt32>(reservingCapacity: cap > 0 ? 1024 : 1) }
        let beginOf = nbBegin, countOf = nbCount
        BuildLane.perform(iterations: chunks) { part in
            let pv = ps.view, rv = rs.view, sv = st.view, out = parts[part], list = lists[part]
            let bv = beginOf.view, cnv = countOf.view
            // Within a grid row items are in x order, so each scanned row's window start only moves right.
            var sweepRow = -1, lastX = -Double.infinity
            var starts = (0, 0, 0)
            for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                let p = pv[s], px = p.x, py = p.y
                let cy = grid.row(py), left = px - r, right = px + r
                if cy != sweepRow || px < lastX {
                    sweepRow = cy
                    func first(_ yy: Int) -> Int {
                        guard yy >= 0 && yy < rows else { return 0 }
                        return Self.lowerBound(Int(sv[yy * columns]), Int(sv[(yy + 1) * columns]), x: left, pv)
                    }
                    starts = (first(cy - 1), first(cy), first(cy + 1))
                }
                lastX = px
                // Rows beyond py ± r (with a margin far above rounding) hold no neighbour.
                let rowLo = grid.row(py - slackR), rowHi = grid.row(py + slackR)
                let begin = list.count
                var found = 0
                for k in 0..<3 where found <= cap {
                    let yy = cy - 1 + k
                    if yy < rowLo || yy > rowHi || yy < 0 || yy >= rows { continue }
                    let end = Int(sv[(yy + 1) * columns])
                    var t = k == 0 ? starts.0 : (k == 1 ? starts.1 : starts.2)
                    while t < end && pv[t].x < left { t += 1 }
                    switch k { case 0: starts.0 = t; case 1: starts.1 = t; default: starts.2 = t }
                    while t < end {
                        let q = pv[t]
                        if q.x > right { break }
                        let dx = px - q.x, dy = py - q.y
                        if t != s && dx * dx + dy * dy <= r2 {
                            found += 1
                            if found > cap { break }
                            list.append(UInt32(t))
                        }
                        t += 1
                    }
                }
                if found > 0 {
                    out.append(UInt64(rv[s]) << 32 | UInt64(s))
                    if found > cap { list.setCount(begin) }
                    if cap > 0 { cnv[s] = found > cap ? Self.noList : UInt8(found); bv[s] = UInt32(begin) }
                } else if cap > 0 {
                    cnv[s] = 0
                }
            }
        }
        let candidates = FlatArray<UInt64>(uninitializedCount: parts.reduce(0) { $0 + $1.count })
        var at = 0
        for p in parts { candidates.copy(from: p, at: 0, to: at, count: p.count); at += p.count }
        guard cap > 0 else { return candidates }
        // One list buffer: each chunk's lists follow the previous chunk's, so its starts move up by that much.
        let list = neighbourList
        list.resizeDiscarding(to: lists.reduce(0) { $0 + $1.count }, keepingLarger: keepsScratch)
        var base = 0
        let bv = nbBegin.view, cnv = nbCount.view
        for part in 0..<chunks {
            list.copy(from: lists[part], at: 0, to: base, count: lists[part].count)
            if base > 0 {
                for s in (total * part / chunks)..<(total * (part + 1) / chunks) where cnv[s] != 0 && cnv[s] != Self.noList {
                    bv[s] += UInt32(base)
                }
            }
            base += lists[part].count
        }
        return candidates
    }
}

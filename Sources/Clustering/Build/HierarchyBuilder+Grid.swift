/// Spatial order of a level: cells at least a radius wide, each ordered by x.
extension HierarchyBuilder {
    /// A grid laid over the level's bounding box: cell (x, y) of a position is
    /// `(Int((x - originX) · inverseX), Int((y - originY) · inverseY))`, clamped to the last column / row.
    struct Grid {
        let columns: Int; let rows: Int
        let inverseX: Double; let inverseY: Double; let originX: Double; let originY: Double
        let start: FlatArray<UInt32>
        @inline(__always) func column(_ x: Double) -> Int { min(columns - 1, max(0, Int((x - originX) * inverseX))) }
        @inline(__always) func row(_ y: Double) -> Int { min(rows - 1, max(0, Int((y - originY) * inverseY))) }
        /// The narrower side of a cell: everything that close to a point lies in the 3×3 cells around it.
        var reach: Double { min(1 / inverseX, 1 / inverseY) }

        /// The 3×3 cells around a position, as one slot run per grid row (a row's adjacent cells are adjacent
        /// in slot order): `body(lo, hi)` for each of the up to three rows. Everything within `reach` is in them.
        @inline(__always) func forEachRowRun(aroundX px: Double, y py: Double, _ st: FlatView<UInt32>,
                                             _ body: (_ lo: Int, _ hi: Int) -> Void) {
            let cx = column(px), cy = row(py)
            let first = max(0, cx - 1), last = min(columns - 1, cx + 1)
            for yy in max(0, cy - 1)...min(rows - 1, cy + 1) {
                let rowStart = yy * columns
                body(Int(st[rowStart + first]), Int(st[rowStart + last + 1]))
            }
        }
    }

    /// Counting-sorts the level into square cells at least `radius` wide (and no finer than the item count
    /// warrants) over the level's bounding box, so data packed into one city gets as fine a grid as data
    /// spread over the world. - Complexity: O(n + cells).
    mutating func sortSpatially(radius r: Double) -> Grid {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        do {
            let pv = pos.view
            for s in 0..<n { let p = pv[s]; minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        }
        if n == 0 { minX = 0; minY = 0; maxX = 0; maxY = 0 }
        let span = max(maxX - minX, maxY - minY, 1e-12)
        // About 16 cells per item tolerates uneven density; capped at 1536² cells (9 MB of offsets).
        let cell = max(r, span / min(1536, max(1, (16 * Double(n)).squareRoot())))
        let inverse = 1 / cell
        let side = min(1537, Int(span * inverse) + 1), columns = side, rows = side
        let grid = Grid(columns: side, rows: side, inverseX: inverse, inverseY: inverse, originX: minX, originY: minY,
                        start: cellStart)
        let cells = rows * columns
        let start = cellStart
        start.resizeDiscarding(to: cells + 1, keepingLarger: keepsScratch)
        start.fill(0)
        cellOf.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        let pv = pos.view, st = start.view, co = cellOf.view
        for s in 0..<n {
            let c = grid.row(pv[s].y) * columns + grid.column(pv[s].x)
            co[s] = UInt32(c)
            st[c] &+= 1
        }
        // The running total stays in a register: reloading st[c - 1] would chain every cell through a store.
        var sum: UInt32 = 0
        for c in 0..<cells { sum &+= st[c]; st[c] = sum }
        st[cells] = UInt32(n)
        // Scatter backwards from each cell's end, which leaves `start` holding the starts again (stable).
        let np = sparePos, nc = spareCount, nr = spareRank, ne = spareEntry
        for a in [nc, nr, ne] { a.resizeDiscarding(to: n) }
        np.resizeDiscarding(to: n)
        let npv = np.view, ncv = nc.view, nrv = nr.view, nev = ne.view
        let cv = count.view, rv = rank.view, ev = entry.view
        // Each item's cell in the new order, so the walk below reads it instead of recomputing it. Borrows
        // `newEntry`, which is scratch until the greedy visit.
        newEntry.resizeDiscarding(to: n, keepingLarger: keepsScratch)
        let sortedCell = newEntry.view
        var s = n - 1
        while s >= 0 {
            let c = co[s]
            let d = Int(st[Int(c)]) - 1; st[Int(c)] = UInt32(d)
            npv[d] = pv[s]; ncv[d] = cv[s]; nrv[d] = rv[s]; nev[d] = ev[s]; sortedCell[d] = c
            s -= 1
        }
        swap(&pos, &sparePos); swap(&count, &spareCount); swap(&rank, &spareRank); swap(&entry, &spareEntry)
        // Each cell is ordered by x, so a run of adjacent cells in a row is too, and a search reads only
        // the items within the radius in x (see `window`): crowded cells (cities) cost a binary search.
        var perm: [Int] = []
        // Walk the items, not the (many more) cells: each item's cell gives the end of its run.
        var lo = 0
        while lo < n {
            let hi = Int(st[Int(sortedCell[lo]) + 1])
            defer { lo = max(hi, lo + 1) }
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
        return grid
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
}

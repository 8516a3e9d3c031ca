import Foundation

extension HierarchyBuilder {
    /// A point whose nearest other point is farther than 3·r(z) can have no neighbour at zoom z. The items
    /// clustered at zoom z were made at zoom z+1 or above, and a cluster made at zoom z' has every leaf within
    /// 4·r(z') of its centre (its children lie within r(z') of the origin, the centre too, and their own
    /// leaves within 4·r(z'+1) = 2·r(z')). So a neighbour within r(z) puts a leaf within r(z) + 2·r(z).
    /// Such points are kept asleep, out of the level arrays, and wake (join them) at the zoom where that bound
    /// fails, which makes the sparse high zooms nearly free.
    mutating func prepareWake() {
        let levels = options.maxZoom - options.minZoom + 1
        let bucketOf = givenBuckets ?? computeBuckets()
        // Stable counting sort into buckets keeps each bucket in spatial order.
        var starts = [Int](repeating: 0, count: levels + 2)
        let bv = bucketOf.view
        for s in 0..<n { starts[Int(bv[s]) + 1] += 1 }
        for b in 0...levels { starts[b + 1] += starts[b] }
        bucketStart = starts
        var cursor = starts
        asleepPos = FlatArray(uninitializedCount: n)
        asleepRank = FlatArray(uninitializedCount: n); asleepEntry = FlatArray(uninitializedCount: n)
        let ipv = asleepPos.view, irv = asleepRank.view, iev = asleepEntry.view
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
    mutating func computeBuckets() -> FlatArray<UInt8> {
        let grid = sortSpatially(radius: options.normalizedRadius(zoom: options.maxZoom))
        let buckets = FlatArray<UInt8>(uninitializedCount: n), limits = Self.wakeLimits(options)
        let total = n, chunks = n > 50_000 ? 2 : 1, ps = pos
        BuildLane.perform(iterations: chunks) { part in
            let pv = ps.view, bv = buckets.view
            for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                bv[s] = Self.bucket(squaredDistance: Self.nearestSquared(slot: s, grid, pv), limits: limits)
            }
        }
        return buckets
    }

    /// Squared wake distances per zoom, highest zoom first, with a margin for rounding: waking early is
    /// always safe, waking late never is.
    static func wakeLimits(_ options: ClusterOptions) -> [Double] {
        (0...(options.maxZoom - options.minZoom)).map { k in
            let r = 3.001 * options.normalizedRadius(zoom: options.maxZoom - k); return r * r
        }
    }

    /// The bucket of a point whose nearest other point is at least `sqrt(squaredDistance)` away.
    @inline(__always) static func bucket(squaredDistance d2: Double, limits: [Double]) -> UInt8 {
        var b = 0
        while b < limits.count && d2 > limits[b] { b += 1 }
        return UInt8(b)
    }

    /// Items one nearest-neighbour search may read before it gives up and answers 0 (wake at the top zoom).
    static let nearestBudget = 512

    /// Squared distance from item `s` to its nearest other item when that is under the grid's reach, else the
    /// squared reach (a lower bound): only the 3×3 cells around it are searched. A search that reads more than
    /// `nearestBudget` items answers 0: a city inside one cell of a world-wide grid (the cells are capped at
    /// 1536²) would otherwise read about √m of its m items per item, and waking early is always safe.
    @inline(__always) static func nearestSquared(slot s: Int, _ grid: Grid, _ pv: FlatView<Spot>) -> Double {
        let p = pv[s], px = p.x, py = p.y
        var best = grid.reach * grid.reach
        var budget = nearestBudget
        grid.forEachRowRun(aroundX: px, y: py, grid.start.view) { lo, hi in
            guard budget > 0 else { return }
            // The run is sorted by x: walk out from px in both directions until x alone is too far.
            let a = lowerBound(lo, hi, x: px, pv)
            var t = a
            while t < hi && budget > 0 {
                let q = pv[t], dx = q.x - px
                if dx * dx >= best { break }
                if t != s { let dy = py - q.y; let d = dx * dx + dy * dy; if d < best { best = d } }
                t += 1; budget -= 1
            }
            t = a - 1
            while t >= lo && budget > 0 {
                let q = pv[t], dx = px - q.x
                if dx * dx >= best { break }
                if t != s { let dy = py - q.y; let d = dx * dx + dy * dy; if d < best { best = d } }
                t -= 1; budget -= 1
            }
        }
        return budget > 0 ? best : 0
    }

    /// Sorts the level into a grid of cells at least `radius` wide and, for each item whose `open` flag is set,
    /// stores in `squared` (indexed by entry) the squared distance to its nearest other item when that is under
    /// the cell width (and clears the flag), else the squared cell width, a lower bound. Returns the cell width
    /// and how many items are still open.
    mutating func nearestBounds(radius: Double, squared bound: FlatArray<Double>, open: FlatArray<UInt8>) -> (cell: Double, open: Int) {
        let grid = sortSpatially(radius: radius)
        let cell = grid.reach
        let total = n
        let chunks = n > 50_000 ? 2 : 1
        let ps = pos, es = entry
        let stillOpen = FlatArray<Int>(repeating: 0, count: chunks)
        BuildLane.perform(iterations: chunks) { part in
            let pv = ps.view, ev = es.view, bv = bound.view, ov = open.view
            var left = 0
            for s in (total * part / chunks)..<(total * (part + 1) / chunks) {
                let e = Int(ev[s])
                guard ov[e] != 0 else { continue }
                let best = Self.nearestSquared(slot: s, grid, pv)
                bv[e] = best
                if best < cell * cell { ov[e] = 0 } else { left += 1 }
            }
            stillOpen[part] = left
        }
        return (cell, stillOpen.toArray().reduce(0, +))
    }

    /// Wake buckets for `positions` (in their order), to pass to builders of subsets of them. Computed once per
    /// data set, so unlike a build's own it refines the points with no neighbour within a cell on grids 4× as
    /// coarse each time: a lone point then wakes only at the zoom its true nearest neighbour calls for.
    static func wakeBuckets(positions: FlatArray<Spot>, options: ClusterOptions) -> FlatArray<UInt8> {
        let n = positions.count
        let ids = FlatArray<UInt32>(uninitializedCount: n)
        for i in 0..<n { ids[i] = UInt32(i) }
        let copy = FlatArray<Spot>(uninitializedCount: n)
        copy.copy(from: positions, at: 0, to: 0, count: n)
        var b = HierarchyBuilder(options: options, positions: copy, rank: ids, entry: FlatArray(ids.toArray()))
        let bound = FlatArray<Double>(uninitializedCount: n), open = FlatArray<UInt8>(repeating: 1, count: n)
        // Past 3·r(minZoom) every point wakes at the same zoom; a few hundred open points are not worth a pass.
        let widest = 3.001 * options.normalizedRadius(zoom: options.minZoom)
        var radius = options.normalizedRadius(zoom: options.maxZoom)
        while true {
            let (cell, left) = b.nearestBounds(radius: radius, squared: bound, open: open)
            if left <= max(256, n / 256) || cell >= widest { break }
            radius = 4 * cell
        }
        let out = FlatArray<UInt8>(uninitializedCount: n), limits = wakeLimits(options)
        for i in 0..<n { out[i] = bucket(squaredDistance: bound[i], limits: limits) }
        return out
    }

    /// Wakes a bucket of asleep points: appends them to the level.
    mutating func wake(bucket b: Int) {
        defer { compactAsleep(after: b) }
        let lo = bucketStart[b], hi = bucketStart[b + 1]
        guard hi > lo else { return }
        let extra = hi - lo
        pos.reserve(extra: extra); pos.setCount(n + extra)
        for a in [count, rank, entry] as [FlatArray<UInt32>] { a.reserve(extra: extra); a.setCount(n + extra) }
        pos.copy(from: asleepPos, at: lo, to: n, count: extra)
        rank.copy(from: asleepRank, at: lo, to: n, count: extra)
        entry.copy(from: asleepEntry, at: lo, to: n, count: extra)
        let cv = count.view
        for i in n..<(n + extra) { cv[i] = 1 }
        n += extra
    }
}

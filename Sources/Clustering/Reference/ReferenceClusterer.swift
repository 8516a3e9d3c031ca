import MapCore

/// Supercluster's algorithm written plainly, to check the fast build against: serial, one level per zoom from
/// the top down, no grid, no set-aside points, no threads. Slow (a sort and a strip search per level) but
/// short enough to read in one sitting. `Tests/ClusteringTests/ReferenceAgreementTests` compares every variant
/// of `HierarchyBuilder` with it on random inputs.
///
/// Numbering follows the fast build: entries `0..<pointCount` are the input points, entry `pointCount + c` is
/// the c-th cluster made, clusters made zoom by zoom (highest first) and, within a zoom, in data order.
/// One deliberate difference from supercluster's index.js: the members of a group too small to be a cluster
/// follow their origin in data order (index.js uses its k-d tree's visiting order, which no other build shares).
struct ReferenceClusterer {
    /// An entry of a level: an input point or a cluster, where it is and how many points it stands for.
    struct Item: Equatable {
        let entry: Int
        let x: Double
        let y: Double
        let count: Int
    }

    struct Cluster: Equatable {
        /// Points under it.
        let count: Int
        /// Count-weighted centre, normalised Mercator.
        let x: Double
        let y: Double
        /// The zoom it was made at; it splits into its children one zoom up.
        let zoom: Int
        /// Entries of the level above (the origin first, then the members in data order).
        let children: [Int]
        var expansionZoom: Int { zoom + 1 }
    }

    let options: ClusterOptions
    let pointCount: Int
    private(set) var clusters: [Cluster] = []
    /// Items of level z at `levels[z - minZoom]`, in data order; the last level (`maxZoom + 1`) is the input.
    private(set) var levels: [[Item]] = []

    init(coordinates: [Coordinate], options: ClusterOptions) {
        self.options = options
        pointCount = coordinates.count
        var level = coordinates.enumerated().map { i, c in
            Item(entry: i, x: NormalizedMercator.x(longitude: c.longitude), y: NormalizedMercator.y(latitude: c.latitude), count: 1)
        }
        var byZoom = [level]
        for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
            level = clusterLevel(level, zoom: z)
            byZoom.append(level)
        }
        levels = byZoom.reversed()
    }

    /// Items visible at `zoom` (clamped to the levels that exist).
    func items(atZoom zoom: Int) -> [Item] {
        levels[min(max(zoom, options.minZoom), options.maxZoom + 1) - options.minZoom]
    }

    /// Supercluster's greedy step for one zoom: visit the items in data order; an item nobody has claimed yet
    /// claims every unclaimed item within the radius. If that makes `minPoints` points (and it found at least
    /// one other item) they become a cluster, placed where the origin was in the order; otherwise the origin
    /// and the items it claimed pass to the next level unchanged, the claimed ones right after the origin.
    mutating func clusterLevel(_ items: [Item], zoom: Int) -> [Item] {
        let r = options.normalizedRadius(zoom: zoom)
        let strip = XStrip(items)
        var claimed = [Bool](repeating: false, count: items.count)
        var next: [Item] = []
        for i in items.indices where !claimed[i] {
            claimed[i] = true
            let origin = items[i]
            let near = strip.within(r, of: i).filter { !claimed[$0] }
            for j in near { claimed[j] = true }
            let total = near.reduce(origin.count) { $0 + items[$1].count }
            guard !near.isEmpty, total >= options.minPoints else {
                next.append(origin)
                next += near.map { items[$0] }
                continue
            }
            var wx = origin.x * Double(origin.count), wy = origin.y * Double(origin.count)
            for j in near { wx += items[j].x * Double(items[j].count); wy += items[j].y * Double(items[j].count) }
            let centre = (x: wx / Double(total), y: wy / Double(total))
            next.append(Item(entry: pointCount + clusters.count, x: centre.x, y: centre.y, count: total))
            clusters.append(Cluster(count: total, x: centre.x, y: centre.y, zoom: zoom,
                                    children: [origin.entry] + near.map { items[$0].entry }))
        }
        return next
    }

    /// A level's items sorted by x, so a radius search reads only the strip `x ± r`.
    struct XStrip {
        let items: [Item]
        let byX: [Int]

        init(_ items: [Item]) {
            self.items = items
            byX = items.indices.sorted { items[$0].x < items[$1].x }
        }

        /// Indices of the other items within `r` of item `i` (distance ≤ r, as index.js's `within`), ascending.
        func within(_ r: Double, of i: Int) -> [Int] {
            let p = items[i]
            // First position in the strip whose x is at least p.x - r.
            var lo = 0, hi = byX.count
            while lo < hi { let m = (lo + hi) / 2; if items[byX[m]].x < p.x - r { lo = m + 1 } else { hi = m } }
            var out: [Int] = []
            var k = lo
            while k < byX.count, items[byX[k]].x <= p.x + r {
                let j = byX[k], q = items[j]
                let dx = p.x - q.x, dy = p.y - q.y
                if j != i && dx * dx + dy * dy <= r * r { out.append(j) }
                k += 1
            }
            return out.sorted()
        }
    }
}

import MapCore

/// The non-generic core of `HierarchicalClusterer`: every cluster of every zoom, built once, read-only after.
///
/// Entries `0..<pointCount` are the input points (by input index); entries from `pointCount` on are clusters,
/// in creation order (highest zoom first), so children always precede their parents.
final class ClusterHierarchy: Sendable {
    let options: ClusterOptions
    let pointCount: Int

    // Clusters, indexed by entry - pointCount.
    let clusterCount: FlatArray<UInt32>
    /// The zoom the cluster was made at; it shows at that zoom and below until absorbed.
    let clusterZoom: FlatArray<UInt8>
    /// Children of cluster c are `children[childStart[c] ..< childStart[c + 1]]` (entries one level up).
    let childStart: FlatArray<UInt32>
    let children: FlatArray<UInt32>
    /// The input point the cluster grew from (through its chain of origins), for ids that survive filtering.
    let originLeaf: FlatArray<UInt32>
    let centerLatitude: FlatArray<Double>
    let centerLongitude: FlatArray<Double>
    /// Member bounds in degrees, rounded outward to Float: west, south, east, north per cluster.
    let boundsDegrees: FlatArray<Float>
    /// When true the three arrays above hold normalised x/y (bounds minX, minY, maxX, maxY) instead, and
    /// `node(cluster:)` converts one cluster when asked: a build that is redone on every category toggle then
    /// spends no trigonometry on the tens of thousands of clusters nobody looks at.
    let convertsOnRead: Bool

    /// Query index: group k holds the entries first visible at zoom `minZoom + k`.
    let groups: [QueryGroup]

    init(options: ClusterOptions, pointCount: Int, clusterCount: FlatArray<UInt32>, clusterZoom: FlatArray<UInt8>,
         childStart: FlatArray<UInt32>, children: FlatArray<UInt32>, originLeaf: FlatArray<UInt32>,
         centerLatitude: FlatArray<Double>, centerLongitude: FlatArray<Double>, boundsDegrees: FlatArray<Float>,
         groups: [QueryGroup], convertsOnRead: Bool = false) {
        self.convertsOnRead = convertsOnRead
        self.options = options; self.pointCount = pointCount; self.clusterCount = clusterCount
        self.clusterZoom = clusterZoom; self.childStart = childStart; self.children = children
        self.originLeaf = originLeaf; self.centerLatitude = centerLatitude; self.centerLongitude = centerLongitude
        self.boundsDegrees = boundsDegrees; self.groups = groups
    }

    var clusterTotal: Int { clusterCount.count }

    /// Bytes held by the columns and the query index.
    var byteCount: Int {
        let columns = clusterCount.byteCount + clusterZoom.byteCount + childStart.byteCount + children.byteCount
            + originLeaf.byteCount + centerLatitude.byteCount + centerLongitude.byteCount + boundsDegrees.byteCount
        return groups.reduce(columns) { $0 + $1.cellStart.byteCount + $1.items.byteCount }
    }

    /// The level a query at `zoom` reads: floor, clamped to minZoom...maxZoom+1; NaN reads the top level.
    func level(forZoom zoom: Double) -> Int {
        guard zoom.isFinite else { return zoom == .infinity ? options.maxZoom + 1 : options.minZoom }
        let z = zoom.rounded(.down)
        if z <= Double(options.minZoom) { return options.minZoom }
        if z >= Double(options.maxZoom + 1) { return options.maxZoom + 1 }
        return Int(z)
    }

    /// Calls `body` for every entry visible at `level` inside the normalised box (edges inclusive).
    /// - Complexity: O(levels below + cells overlapped + entries in them).
    @inline(__always)
    func forEach(minX: Double, minY: Double, maxX: Double, maxY: Double, level: Int, _ body: (QueryItem) -> Void) {
        guard minX <= maxX, minY <= maxY else { return }
        let z = UInt8(level)
        for k in 0...(level - options.minZoom) where k < groups.count {
            groups[k].forEach(minX: minX, minY: minY, maxX: maxX, maxY: maxY, zoom: z, body)
        }
    }

    /// Cluster index for an id, or nil when it names no cluster here.
    func clusterIndex(_ id: ClusterID) -> Int? {
        guard id.rawValue >= UInt64(pointCount), id.rawValue < UInt64(pointCount + clusterTotal) else { return nil }
        return Int(id.rawValue) - pointCount
    }

    func node(cluster c: Int) -> ClusterNode {
        let b = 4 * c
        var box = (boundsDegrees[b], boundsDegrees[b + 1], boundsDegrees[b + 2], boundsDegrees[b + 3])
        var lat = centerLatitude[c], lon = centerLongitude[c]
        if convertsOnRead {
            lat = NormalizedMercator.latitude(y: lat); lon = NormalizedMercator.longitude(x: lon)
            box = HierarchyBuilder.boundsInDegrees(minX: box.0, minY: box.1, maxX: box.2, maxY: box.3)
        }
        let bounds = GeoBounds(west: Double(box.0), south: Double(box.1), east: Double(box.2), north: Double(box.3))
        let center = Coordinate(clampingLatitude: lat, wrappingLongitude: lon)
        return ClusterNode(id: ClusterID(rawValue: UInt64(pointCount + c)), count: Int(clusterCount[c]),
                           center: center, bounds: bounds)
    }

    /// Input indices of the leaves of cluster `c`, `limit` of them after skipping `offset`, in child order.
    /// - Complexity: O(limit + offset·0 + depth · children visited); whole clusters before `offset` are skipped by count.
    func leafIndices(cluster c: Int, limit: Int, offset: Int) -> [Int] {
        guard limit > 0 else { return [] }
        var out: [Int] = []
        out.reserveCapacity(min(limit, Int(clusterCount[c])))
        var skipped = 0
        let want = max(0, offset)
        // Depth-first over children with an explicit stack of (cluster, next child position).
        var stack: [(Int, Int)] = [(c, Int(childStart[c]))]
        while let (cl, pos) = stack.last {
            if pos >= Int(childStart[cl + 1]) { stack.removeLast(); continue }
            stack[stack.count - 1].1 = pos + 1
            let e = Int(children[pos])
            if e < pointCount {
                if skipped < want { skipped += 1 } else { out.append(e); if out.count == limit { break } }
            } else {
                let child = e - pointCount
                let n = Int(clusterCount[child])
                if skipped + n <= want { skipped += n } else { stack.append((child, Int(childStart[child]))) }
            }
        }
        return out
    }
}

/// Clusters as parallel columns, appended to one at a time: the builder's cluster table, and the records of
/// each side of a level whose greedy visit is shared (merged into the table in data order afterwards).
final class ClusterColumns: @unchecked Sendable {
    let count: FlatArray<UInt32>
    let x: FlatArray<Double>
    let y: FlatArray<Double>
    /// The input point each cluster grew from through its chain of origins.
    let originLeaf: FlatArray<UInt32>
    /// Normalised bounds per cluster: minX, minY, maxX, maxY, rounded outward.
    let bounds: FlatArray<Float>
    /// Children of cluster c are `children[childStart[c] ..< childStart[c + 1]]` (entries of the level below).
    let childStart: FlatArray<UInt32>
    let children: FlatArray<UInt32>

    /// `hugePages`: see `FlatArray(reservingCapacity:hugePages:)`.
    init(expected: Int, hugePages: Bool = true) {
        count = FlatArray(reservingCapacity: expected, hugePages: hugePages)
        x = FlatArray(reservingCapacity: expected, hugePages: hugePages)
        y = FlatArray(reservingCapacity: expected, hugePages: hugePages)
        originLeaf = FlatArray(reservingCapacity: expected, hugePages: hugePages)
        bounds = FlatArray(reservingCapacity: expected * 4, hugePages: hugePages)
        childStart = FlatArray(reservingCapacity: expected + 1, hugePages: hugePages)
        childStart.append(0)
        children = FlatArray(reservingCapacity: expected * 5 / 2, hugePages: hugePages)
    }

    /// Appends a cluster of level slot `s` and `members` (slots too): `entry`, `pos` describe the level, and
    /// `earlier` holds the clusters of the levels above (their bounds and origin leaves; it may be this table).
    @inline(__always)
    func append(origin s: Int, members: FlatArray<UInt32>, total: UInt64, x cx: Double, y cy: Double,
                entry ev: FlatView<UInt32>, pos pv: FlatView<Spot>, pointCount: Int, earlier: ClusterColumns) {
        let originEntry = Int(ev[s])
        let leaf = originEntry < pointCount ? UInt32(originEntry) : earlier.originLeaf[originEntry - pointCount]
        count.append(UInt32(truncatingIfNeeded: total))
        x.append(cx); y.append(cy)
        originLeaf.append(leaf)
        var b = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        @inline(__always) func add(slot t: Int) {
            let e = Int(ev[t])
            children.append(UInt32(e))
            if e < pointCount {
                let q = pv[t]
                b.0 = min(b.0, HierarchyBuilder.floatDown(q.x)); b.1 = min(b.1, HierarchyBuilder.floatDown(q.y))
                b.2 = max(b.2, HierarchyBuilder.floatUp(q.x)); b.3 = max(b.3, HierarchyBuilder.floatUp(q.y))
            } else {
                let c = 4 * (e - pointCount), eb = earlier.bounds
                b.0 = min(b.0, eb[c]); b.1 = min(b.1, eb[c + 1])
                b.2 = max(b.2, eb[c + 2]); b.3 = max(b.3, eb[c + 3])
            }
        }
        add(slot: s)
        let mv = members.view
        for m in 0..<members.count { add(slot: Int(mv[m])) }
        childStart.append(UInt32(children.count))
        bounds.append(b.0); bounds.append(b.1); bounds.append(b.2); bounds.append(b.3)
    }
}

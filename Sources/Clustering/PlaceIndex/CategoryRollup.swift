/// Per-category member counts and stable ids of a subset's clusters, summed level by level as the builder
/// hands finished levels off (on the builder's pipeline core), so the roll-up is off the critical path.
final class CategoryRollup: @unchecked Sendable {
    let categorySlot: [UInt16]
    let idHash: FlatArray<UInt64>
    /// Place index of each member, in data order.
    let members: [Int32]
    let slots: Int
    // Appended only on the pipeline's queue; read after the build returns.
    let stableIDs: FlatArray<UInt64>
    /// `slots` counts per cluster.
    let categoryCounts: FlatArray<UInt32>

    init(source: PlaceClusterSource, members: [Int32]) {
        categorySlot = source.categorySlot; idHash = source.idHash; self.members = members
        slots = source.categoryIDs.count
        let guess = max(16, members.count * 2 / 3)
        stableIDs = FlatArray(reservingCapacity: guess)
        categoryCounts = FlatArray(reservingCapacity: guess * max(1, slots))
    }

    /// Adds every cluster of a hierarchy no level of which was handed off (builds without a pipeline).
    func add(wholeOf h: ClusterHierarchy) {
        add(ClusterSlice(first: 0, count: h.clusterCount, zoom: h.clusterZoom, origin: h.originLeaf,
                         childStart: h.childStart, children: h.children))
    }

    /// Adds the next clusters of the table (children come before parents, so their rows are already summed).
    func add(_ slice: ClusterSlice) {
        precondition(slice.first == stableIDs.count, "cluster slices out of order")
        let k = slots, n = members.count, m = slice.count.count
        let base = Int(slice.childStart[0])
        let row0 = categoryCounts.count
        categoryCounts.reserve(extra: m * k); categoryCounts.setCount(row0 + m * k)
        stableIDs.reserve(extra: m); stableIDs.setCount(slice.first + m)
        let cc = categoryCounts.view, ids = stableIDs.view
        let starts = slice.childStart.view, kids = slice.children.view
        for j in row0..<(row0 + m * k) { cc[j] = 0 }
        members.withUnsafeBufferPointer { mv in
            categorySlot.withUnsafeBufferPointer { slot in
                for i in 0..<m {
                    let row = row0 + i * k
                    for p in Int(starts[i])..<Int(starts[i + 1]) {
                        let e = Int(kids[p - base])
                        if e < n {
                            cc[row + Int(slot[Int(mv[e])])] &+= 1
                        } else {
                            let childRow = (e - n) * k
                            for s in 0..<k { cc[row + s] &+= cc[childRow + s] }
                        }
                    }
                    let origin = idHash[Int(mv[Int(slice.origin[i])])]
                    ids[slice.first + i] = StableHash.combine(StableHash.combine(origin, UInt64(slice.zoom[i])),
                                                              UInt64(slice.count[i]))
                }
            }
        }
    }
}

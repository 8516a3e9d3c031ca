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

    /// Adds the next clusters of the table (children come before parents, so their rows are already summed).
    func add(_ slice: ClusterSlice) {
        precondition(slice.first == stableIDs.count, "cluster slices out of order")
        let k = slots, n = members.count, m = slice.count.count
        let base = Int(slice.childStart[0])
        categoryCounts.reserve(extra: m * k)
        for i in 0..<m {
            let row = categoryCounts.count
            for _ in 0..<k { categoryCounts.append(0) }
            let cc = categoryCounts.view
            for p in Int(slice.childStart[i])..<Int(slice.childStart[i + 1]) {
                let e = Int(slice.children[p - base])
                if e < n {
                    cc[row + Int(categorySlot[Int(members[e])])] &+= 1
                } else {
                    let childRow = (e - n) * k
                    for s in 0..<k { cc[row + s] &+= cc[childRow + s] }
                }
            }
            let origin = idHash[Int(members[Int(slice.origin[i])])]
            stableIDs.append(StableHash.combine(StableHash.combine(origin, UInt64(slice.zoom[i])), UInt64(slice.count[i])))
        }
    }
}

extension PlaceClusterIndex {
    /// An index without its source, as the source's own cache keeps it: holding the source from there would be a
    /// reference cycle, and no place set (one for every page a places server sends) would ever be freed.
    struct Detached {
        let members: [Int32]
        let hierarchy: ClusterHierarchy
        let stableIDs: FlatArray<UInt64>
        let categoryCounts: FlatArray<UInt32>

        var byteCount: Int {
            members.count * MemoryLayout<Int32>.stride + hierarchy.byteCount + stableIDs.byteCount + categoryCounts.byteCount
        }
    }

    var detached: Detached {
        Detached(members: members, hierarchy: hierarchy, stableIDs: stableIDs, categoryCounts: categoryCounts)
    }

    /// The kept index again, on its source.
    init(source: PlaceClusterSource, _ kept: Detached) {
        self.source = source
        members = kept.members; hierarchy = kept.hierarchy; stableIDs = kept.stableIDs; categoryCounts = kept.categoryCounts
    }
}

extension ClusterHierarchy {
    /// Checks the structure after a build; compiled into debug builds only (tests run them on every index).
    /// - Complexity: O(entries + children).
    func checkInvariants() {
        #if DEBUG
        let n = pointCount, total = clusterTotal
        var parentSeen = [Bool](repeating: false, count: n + total)
        for c in 0..<total {
            let lo = Int(childStart[c]), hi = Int(childStart[c + 1])
            assert(hi - lo >= 2, "cluster \(c) has \(hi - lo) children")
            var sum = 0
            for p in lo..<hi {
                let e = Int(children[p])
                // Children are made before their parent, at a higher zoom, and belong to one parent only.
                assert(e < n + c, "child \(e) of cluster \(c) made after it")
                assert(!parentSeen[e], "entry \(e) has two parents")
                parentSeen[e] = true
                if e < n { sum += 1 } else {
                    sum += Int(clusterCount[e - n])
                    assert(clusterZoom[e - n] > clusterZoom[c], "child cluster not from a higher zoom")
                }
            }
            assert(sum == Int(clusterCount[c]), "cluster \(c) counts \(clusterCount[c]) but its children hold \(sum)")
        }
        var indexed = [Bool](repeating: false, count: n + total)
        for (k, g) in groups.enumerated() {
            for i in 0..<g.items.count {
                let item = g.items[i]
                assert(!indexed[Int(item.entry)], "entry \(item.entry) indexed twice")
                indexed[Int(item.entry)] = true
                assert(Int(item.visibleTo) >= options.minZoom + k, "entry visible to a zoom below where it appears")
            }
            for c in 0..<(g.side * g.side) { assert(g.cellStart[c] <= g.cellStart[c + 1], "cell runs out of order") }
        }
        assert(!indexed.contains(false), "an entry is missing from the query index")
        #endif
    }
}

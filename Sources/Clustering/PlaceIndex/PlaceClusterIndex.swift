import Foundation
import MapCore

/// The app's `PlaceIndex`: a `HierarchicalClusterer`-style hierarchy over a category subset of places,
/// answering in view zooms (256-point tiles, `Viewport` semantics). Clusters carry stable ids (from the
/// place they grew from, their zoom and size), so a cluster untouched by a category toggle keeps its id,
/// and per-category member counts, largest first.
public struct PlaceClusterIndex: PlaceIndex {
    public let source: PlaceClusterSource
    /// Place index of each member, in data order.
    let members: [Int32]
    let hierarchy: ClusterHierarchy
    let stableIDs: FlatArray<UInt64>
    /// Member count per cluster and category slot, `categoryIDs.count` per cluster.
    let categoryCounts: FlatArray<UInt32>

    /// With the counts and ids summed by `rollup`, during the build or (`rollup.add(wholeOf:)`) after it.
    init(source: PlaceClusterSource, members: [Int32], hierarchy: ClusterHierarchy, rollup: CategoryRollup) {
        precondition(rollup.stableIDs.count == hierarchy.clusterTotal, "roll-up does not cover the hierarchy")
        self.source = source; self.members = members; self.hierarchy = hierarchy
        stableIDs = rollup.stableIDs; categoryCounts = rollup.categoryCounts
    }

    public var placeCount: Int { members.count }

    /// Bytes this index holds beyond its source (members, hierarchy, ids and category counts).
    public var byteCount: Int {
        members.count * MemoryLayout<Int32>.stride + hierarchy.byteCount + stableIDs.byteCount + categoryCounts.byteCount
    }

    /// The cluster level shown at a view zoom: the nearest level, never the unclustered top one, so
    /// places at one spot stay a cluster whose leaves can be listed. Unlike `HierarchicalClusterer`, which floors
    /// (supercluster's rule), this rounds: a view between two levels shows the nearer, so the 50-point radius
    /// spans 35–71 points on screen rather than 50–100.
    public func level(forViewZoom zoom: Double) -> Int { Self.level(forViewZoom: zoom, options: source.options) }

    /// The level shown at a view zoom under `options` (see the instance method).
    static func level(forViewZoom zoom: Double, options o: ClusterOptions) -> Int {
        guard zoom.isFinite else { return zoom == .infinity ? o.maxZoom : o.minZoom }
        let z = (zoom + log2(Viewport.tileSize / o.extent)).rounded()
        return Int(max(Double(o.minZoom), min(Double(o.maxZoom), z)))
    }

    /// The view zoom at which cluster level `level` is shown.
    func viewZoom(forLevel level: Int) -> Double { Self.viewZoom(forLevel: level, options: source.options) }

    static func viewZoom(forLevel level: Int, options: ClusterOptions) -> Double {
        Double(level) - log2(Viewport.tileSize / options.extent)
    }

    public func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        let level = level(forViewZoom: zoom)
        var out: [MapItem] = []
        for box in QueryBox.normalizedParts(of: bounds) {
            hierarchy.forEach(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, level: level) { item in
                let e = Int(item.entry)
                if e < members.count {
                    out.append(.place(source.places[Int(members[e])]))
                } else {
                    out.append(.cluster(summary(cluster: e - members.count)))
                }
            }
        }
        return out
    }

    public func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] {
        guard let c = clusterIndex(stableID: id) else { return [] }
        return hierarchy.leafIndices(cluster: c, limit: limit, offset: offset).map { source.places[Int(members[$0])] }
    }

    /// A cluster's summary by stable id, or nil when this index has no such cluster.
    public func cluster(id: UInt64) -> ClusterSummary? { clusterIndex(stableID: id).map(summary(cluster:)) }

    /// - Complexity: O(clusters); only used on a click.
    func clusterIndex(stableID id: UInt64) -> Int? {
        let v = stableIDs.view
        for c in 0..<stableIDs.count where v[c] == id { return c }
        return nil
    }

    func summary(cluster c: Int) -> ClusterSummary {
        let node = hierarchy.node(cluster: c)
        let k = source.categoryIDs.count
        var counts: [ClusterSummary.CategoryCount] = []
        for s in 0..<k {
            let n = Int(categoryCounts[c * k + s])
            if n > 0 { counts.append(.init(categoryID: source.categoryIDs[s], count: n)) }
        }
        counts.sort { $0.count != $1.count ? $0.count > $1.count : $0.categoryID < $1.categoryID }
        // This index never shows the unclustered level, so a cluster that would split only there never splits.
        let splitLevel = Int(hierarchy.clusterZoom[c]) + 1
        let expansion = splitLevel > source.options.maxZoom ? Double.infinity : viewZoom(forLevel: splitLevel)
        return ClusterSummary(id: stableIDs[c], count: node.count, center: node.center, bounds: node.bounds,
                              expansionZoom: expansion, categoryCounts: counts)
    }
}

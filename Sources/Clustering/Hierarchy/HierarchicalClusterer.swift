import Foundation
import MapCore

/// The default clusterer: Mapbox supercluster's semantics (greedy radius clustering, one level per zoom,
/// count-weighted centroids in Web Mercator) with a cache-friendly build.
///
/// - Build: O(levels · (n + grid cells)) plus the greedy visits of items that have neighbours.
/// - Query: O(cells overlapped + results); no trigonometry (centres and bounds are precomputed).
public struct HierarchicalClusterer<Payload: Sendable>: Clusterer {
    public let options: ClusterOptions
    let hierarchy: ClusterHierarchy
    let coordinates: [Coordinate]
    let payloads: [Payload]

    public var pointCount: Int { coordinates.count }

    public init(points: [ClusterPoint<Payload>], options: ClusterOptions = ClusterOptions()) throws(ClusterError) {
        try self.init(coordinates: points.map(\.coordinate), payloads: points.map(\.payload), options: options)
    }

    /// Builds from parallel arrays (no per-point struct). Throws when the counts differ or options are invalid.
    public init(coordinates: [Coordinate], payloads: [Payload], options: ClusterOptions = ClusterOptions()) throws(ClusterError) {
        try options.validate()
        guard coordinates.count == payloads.count else {
            throw .payloadCountMismatch(points: coordinates.count, payloads: payloads.count)
        }
        guard coordinates.count < Int(UInt32.max) / 2 else { throw .tooManyPoints(coordinates.count) }
        self.options = options
        self.coordinates = coordinates
        self.payloads = payloads
        let n = coordinates.count
        let positions = FlatArray<Spot>(uninitializedCount: n)
        let ids = FlatArray<UInt32>(uninitializedCount: n), entries = FlatArray<UInt32>(uninitializedCount: n)
        let chunks = n > 100_000 ? 2 : 1
        coordinates.withUnsafeBufferPointer { coords in
            nonisolated(unsafe) let coords = coords
            BuildLane.perform(iterations: chunks) { part in
                let pv = positions.view, iv = ids.view, ev = entries.view
                for i in (n * part / chunks)..<(n * (part + 1) / chunks) {
                    pv[i] = Spot(x: NormalizedMercator.x(longitude: coords[i].longitude),
                                 y: NormalizedMercator.y(latitude: coords[i].latitude))
                    iv[i] = UInt32(i); ev[i] = UInt32(i)
                }
            }
        }
        var builder = HierarchyBuilder(options: options, positions: positions, rank: ids, entry: entries)
        hierarchy = builder.build()
    }

    init(options: ClusterOptions, hierarchy: ClusterHierarchy, coordinates: [Coordinate], payloads: [Payload]) {
        self.options = options; self.hierarchy = hierarchy; self.coordinates = coordinates; self.payloads = payloads
    }

    /// Number of clusters over all zooms.
    public var clusterTotal: Int { hierarchy.clusterTotal }

    /// Zoom rounding: a fractional zoom reads the level below (floor, as supercluster's getClusters), and
    /// `maxZoom + 1` and above read the unclustered top level. `PlaceClusterIndex` differs on purpose: it rounds
    /// view zooms to the nearest level and never shows the top one (see `PlaceClusterIndex.level(forViewZoom:)`).
    public func clusters(in bounds: GeoBounds, zoom: Double) -> [ClusterResult<Payload>] {
        // Entries first, results after: a generic closure per entry fetched the result type's metadata each time
        // (a fifth of a query's time when the caller's module does not specialise this).
        var entries: [UInt32] = []
        forEachVisible(in: bounds, zoom: zoom) { entries.append($0.entry) }
        var out: [ClusterResult<Payload>] = []
        out.reserveCapacity(entries.count)
        for e in entries { out.append(result(entry: Int(e))) }
        return out
    }

    /// Visits the entries a `clusters(in:zoom:)` call would return without building results.
    /// The box is clamped and split at the antimeridian as supercluster's getClusters does.
    func forEachVisible(in bounds: GeoBounds, zoom: Double, _ body: (QueryItem) -> Void) {
        let level = hierarchy.level(forZoom: zoom)
        for box in QueryBox.normalizedParts(of: bounds) {
            hierarchy.forEach(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, level: level, body)
        }
    }

    /// Number of entries visible (the query without result construction; for benchmarks and tests).
    public func visibleCount(in bounds: GeoBounds, zoom: Double) -> Int {
        var n = 0
        forEachVisible(in: bounds, zoom: zoom) { _ in n += 1 }
        return n
    }

    public func children(of id: ClusterID) throws(ClusterError) -> [ClusterResult<Payload>] {
        guard let c = hierarchy.clusterIndex(id) else { throw .unknownCluster(id) }
        return (Int(hierarchy.childStart[c])..<Int(hierarchy.childStart[c + 1])).map { result(entry: Int(hierarchy.children[$0])) }
    }

    public func leaves(of id: ClusterID, limit: Int = 10, offset: Int = 0) throws(ClusterError) -> [ClusterPoint<Payload>] {
        guard let c = hierarchy.clusterIndex(id) else { throw .unknownCluster(id) }
        return hierarchy.leafIndices(cluster: c, limit: limit, offset: offset).map {
            ClusterPoint(coordinate: coordinates[$0], payload: payloads[$0])
        }
    }

    /// Indices into the input of a cluster's leaves (same order as `leaves`).
    public func leafIndices(of id: ClusterID, limit: Int, offset: Int = 0) throws(ClusterError) -> [Int] {
        guard let c = hierarchy.clusterIndex(id) else { throw .unknownCluster(id) }
        return hierarchy.leafIndices(cluster: c, limit: limit, offset: offset)
    }

    public func expansionZoom(of id: ClusterID) throws(ClusterError) -> Int {
        guard let c = hierarchy.clusterIndex(id) else { throw .unknownCluster(id) }
        // Every cluster has at least two children, so it splits one zoom above where it was made.
        return Int(hierarchy.clusterZoom[c]) + 1
    }

    @inline(__always) func result(entry e: Int) -> ClusterResult<Payload> {
        if e < coordinates.count { return .single(ClusterPoint(coordinate: coordinates[e], payload: payloads[e])) }
        return .cluster(hierarchy.node(cluster: e - coordinates.count))
    }
}

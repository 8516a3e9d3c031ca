import Foundation

/// One feature of a vector tile, in tile pixels (0…extent, copies across the antimeridian may lie outside).
public struct TileFeature<Payload: Sendable>: Sendable {
    public let x: Int
    public let y: Int
    public let item: ClusterResult<Payload>
}

extension HierarchicalClusterer {
    /// The features of tile z/x/y with supercluster's `getTile` semantics: everything within radius/extent of
    /// the tile, plus the copies wrapped across the antimeridian for the first and last column.
    /// - Complexity: O(cells overlapped + results).
    public func tile(z: Int, x: Int, y: Int) -> [TileFeature<Payload>] {
        guard z >= 0, z < 31, x >= 0, y >= 0, x < 1 << z, y < 1 << z else { return [] }
        let level = hierarchy.level(forZoom: Double(z))
        let z2 = Double(1 << z)
        let extent = options.extent
        let p = options.radius / extent
        let top = (Double(y) - p) / z2, bottom = (Double(y) + 1 + p) / z2
        var out: [TileFeature<Payload>] = []
        func add(minX: Double, maxX: Double, originX: Double) {
            hierarchy.forEach(minX: minX, minY: top, maxX: maxX, maxY: bottom, level: level) { item in
                // JavaScript's Math.round: halves go up.
                let px = (extent * (item.x * z2 - originX) + 0.5).rounded(.down)
                let py = (extent * (item.y * z2 - Double(y)) + 0.5).rounded(.down)
                out.append(TileFeature(x: Int(px), y: Int(py), item: result(entry: Int(item.entry))))
            }
        }
        add(minX: (Double(x) - p) / z2, maxX: (Double(x) + 1 + p) / z2, originX: Double(x))
        if x == 0 { add(minX: 1 - p / z2, maxX: 1, originX: z2) }
        if x == (1 << z) - 1 { add(minX: 0, maxX: p / z2, originX: -1) }
        return out
    }
}

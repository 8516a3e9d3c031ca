import Foundation
import MapCore
@testable import Clustering

extension QuadTree {
    /// Groups the points inside `region` into square cells `cellSize` screen points wide at `zoom`,
    /// where one tree unit is `2^zoom` screen points (a zoom-0 world). Cells are anchored at the tree's
    /// origin, so panning does not reshuffle them; width and height are handled separately, so any
    /// rectangle works, not only squares. Results come ordered by row, then column.
    /// - Complexity: O(nodes visited + points in region · log cells).
    public func gridClusters(in region: PixelRect, zoom: Double, cellSize: GridCellSize = GridCellSize()) -> [GridClusterResult<Payload>] {
        let z = zoom.isFinite ? max(0, min(30, zoom)) : 0
        let cell = cellSize.points(atZoom: z) / exp2(z)
        var bins: [Int64: GridBin<Payload>] = [:]
        forEach(in: region) { node in
            let col = Int64((node.point.x / cell).rounded(.down)), row = Int64((node.point.y / cell).rounded(.down))
            let key = row << 32 | (col & 0xFFFF_FFFF)
            var b = bins[key] ?? GridBin(row: Int(row), column: Int(col))
            b.members.append(node)
            b.sx += node.point.x; b.sy += node.point.y
            b.minX = min(b.minX, node.point.x); b.maxX = max(b.maxX, node.point.x)
            b.minY = min(b.minY, node.point.y); b.maxY = max(b.maxY, node.point.y)
            bins[key] = b
        }
        let level = UInt64(Int(z.rounded(.down)))
        return bins.values.sorted { ($0.row, $0.column) < ($1.row, $1.column) }.map { b in
            if b.members.count == 1 { return .single(b.members[0]) }
            let row = b.row, col = b.column
            let n = Double(b.members.count)
            let id = StableHash.combine(StableHash.combine(level, UInt64(bitPattern: Int64(row))), UInt64(bitPattern: Int64(col)))
            return .cluster(GridCluster(id: id, count: b.members.count, center: PixelPoint(x: b.sx / n, y: b.sy / n),
                                        bounds: PixelRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY),
                                        column: col, row: row))
        }
    }
}

/// Members of one grid cell while they are being gathered.
private struct GridBin<Payload: Sendable> {
    let row: Int, column: Int
    var members: [QuadTreeNode<Payload>] = []
    var sx = 0.0, sy = 0.0
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    init(row: Int, column: Int) { self.row = row; self.column = column }
}

import Graphics
import MapCore
import VectorTiles

extension VectorTilePainter {
    /// Maps a data tile's grid (0…extent) to the drawn tile's points (0…256). For an overzoomed tile the data tile
    /// is an ancestor, and only the sub-square over the drawn tile lands in 0…256.
    struct Transform {
        /// Points per grid unit.
        let scale: Double
        let offsetX: Double
        let offsetY: Double
        /// Whether features are tested against the drawn square first (only overzoomed tiles hold much outside it).
        let culls: Bool

        /// Nil when the layer has no usable extent. `drawnTile` must be `dataTile` or a descendant of it.
        init?(layer: VectorLayer, dataTile: TileID, drawnTile: TileID) {
            let depth = drawnTile.z - dataTile.z
            precondition(depth >= 0 && depth < 31 && drawnTile.x >> depth == dataTile.x && drawnTile.y >> depth == dataTile.y,
                         "drawn tile \(drawnTile) is not inside data tile \(dataTile)")
            guard layer.extent > 0 else { return nil }
            let factor = Double(1 << depth)
            scale = VectorTilePainter.tileSize * factor / Double(layer.extent)
            offsetX = -Double(drawnTile.x - (dataTile.x << depth)) * VectorTilePainter.tileSize
            offsetY = -Double(drawnTile.y - (dataTile.y << depth)) * VectorTilePainter.tileSize
            culls = depth > 0
        }

        @inline(__always) func point(_ p: VectorPoint) -> PixelPoint {
            PixelPoint(x: Double(p.x) * scale + offsetX, y: Double(p.y) * scale + offsetY)
        }

        /// False when the geometry lies wholly outside the drawn square grown by `margin` points.
        func mightShow(_ g: VectorGeometry, margin: Double) -> Bool {
            guard culls, !g.points.isEmpty else { return !g.points.isEmpty }
            var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
            for p in g.points {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            let lo = point(VectorPoint(x: minX, y: minY)), hi = point(VectorPoint(x: maxX, y: maxY))
            let edge = VectorTilePainter.tileSize + margin
            return hi.x >= -margin && hi.y >= -margin && lo.x <= edge && lo.y <= edge
        }

        /// Appends every part as a sub-path, closing polygon rings.
        func addPath(_ g: VectorGeometry, closed: Bool, to canvas: Canvas) {
            let points = g.points, starts = g.partStarts
            for part in starts.indices {
                let start = starts[part], end = part + 1 < starts.count ? starts[part + 1] : points.count
                guard start >= 0, start < end, end <= points.count else { continue }
                canvas.move(to: point(points[start]))
                var i = start + 1
                while i < end { canvas.line(to: point(points[i])); i += 1 }
                if closed { canvas.closePath() }
            }
        }
    }
}

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
            mightShow(GridBounds(g), margin: margin)
        }

        /// `mightShow` for a geometry's bounds worked out before.
        func mightShow(_ b: GridBounds, margin: Double) -> Bool {
            guard culls, !b.isEmpty else { return !b.isEmpty }
            let lo = point(VectorPoint(x: b.minX, y: b.minY)), hi = point(VectorPoint(x: b.maxX, y: b.maxY))
            let edge = VectorTilePainter.tileSize + margin
            return hi.x >= -margin && hi.y >= -margin && lo.x <= edge && lo.y <= edge
        }

        /// Appends every part as a sub-path, closing polygon rings. Points closer than `minimumStep` points to the
        /// last one drawn are skipped (a z14 tile has 16 grid units per pixel), but never a part's last point; with
        /// `thinning` above 0, so are points within that many points of the segment their kept neighbours draw
        /// (`PolylineThinner`).
        func addPath(_ g: VectorGeometry, closed: Bool, minimumStep: Double = 0, thinning: Double = 0, to sink: some PathSink) {
            let points = g.points
            let step2 = minimumStep * minimumStep
            var thinner = PolylineThinner(tolerance: thinning)
            for part in g.partStarts.indices {
                guard let range = Self.range(of: part, in: g) else { continue }
                var last = point(points[range.lowerBound])
                sink.move(to: last)
                thinner.start(last)
                var i = range.lowerBound + 1
                while i < range.upperBound {
                    let p = point(points[i])
                    let dx = p.x - last.x, dy = p.y - last.y
                    if dx * dx + dy * dy >= step2 || i == range.upperBound - 1 {
                        if thinning <= 0 {
                            sink.line(to: p)
                        } else if let kept = thinner.add(p) {
                            sink.line(to: kept)
                        }
                        last = p
                    }
                    i += 1
                }
                if let end = thinner.finish() { sink.line(to: end) }
                if closed { sink.closePath() }
            }
        }

        /// Appends an open line's parts as `addPath` does, but only the runs of segments that come within `margin`
        /// points of the drawn square: a segment wholly farther out on one side is left out, and the line goes on
        /// as a new sub-path after it. The cap that adds, and the join it replaces, lie at a point beyond the
        /// margin, so with `margin` at least the stroke's reach from its line (half its width; more for miter
        /// joins) nothing drawn in the square changes, while Cairo strokes only what is near it (an overzoomed
        /// tile is a quarter or less of the data tile its lines cross). Not for dashed lines: a new sub-path
        /// restarts the dash pattern.
        func addLine(_ g: VectorGeometry, minimumStep: Double = 0, thinning: Double = 0, margin: Double, to sink: some PathSink) {
            let points = g.points
            let step2 = minimumStep * minimumStep
            let lo = -margin, hi = VectorTilePainter.tileSize + margin
            var thinner = PolylineThinner(tolerance: thinning)
            for part in g.partStarts.indices {
                guard let range = Self.range(of: part, in: g) else { continue }
                var last = point(points[range.lowerBound])
                // The last point handed on (`last` is the last one past the step), and whether a sub-path is open
                // and ends there.
                var drawn = last
                var drawing = false
                thinner.start(last)
                // Draws the segment from `drawn` to `p` unless it lies wholly beyond the margin on one side.
                func draw(to p: PixelPoint) {
                    let outside = (p.x < lo && drawn.x < lo) || (p.x > hi && drawn.x > hi)
                        || (p.y < lo && drawn.y < lo) || (p.y > hi && drawn.y > hi)
                    if outside {
                        drawing = false
                    } else {
                        if !drawing { sink.move(to: drawn); drawing = true }
                        sink.line(to: p)
                    }
                    drawn = p
                }
                var i = range.lowerBound + 1
                while i < range.upperBound {
                    let p = point(points[i])
                    let dx = p.x - last.x, dy = p.y - last.y
                    if dx * dx + dy * dy >= step2 || i == range.upperBound - 1 {
                        if thinning <= 0 {
                            draw(to: p)
                        } else if let kept = thinner.add(p) {
                            draw(to: kept)
                        }
                        last = p
                    }
                    i += 1
                }
                if let end = thinner.finish() { draw(to: end) }
            }
        }

        /// Appends a one-ring polygon as a closed sub-path wound clockwise on screen (positive area in y-down),
        /// so rings filled together with the nonzero rule never cancel where they overlap. With `thinning` above 0,
        /// points within that many points of the segment their kept neighbours draw are left out (`PolylineThinner`).
        func addRing(_ g: VectorGeometry, thinning: Double = 0, to canvas: some PathSink) {
            guard let range = Self.range(of: 0, in: g) else { return }
            let points = g.points
            // In Double: products of coordinates near ±2³¹ overflow even Int64 once summed.
            var twiceArea = 0.0
            var previous = points[range.upperBound - 1]
            for i in range {
                let p = points[i]
                twiceArea += Double(previous.x) * Double(p.y) - Double(p.x) * Double(previous.y)
                previous = p
            }
            var thinner = PolylineThinner(tolerance: thinning)
            // Every point after the first, through the thinner when there is one.
            func next(_ p: PixelPoint) {
                if thinning <= 0 { canvas.line(to: p) } else if let kept = thinner.add(p) { canvas.line(to: kept) }
            }
            if twiceArea >= 0 {
                let first = point(points[range.lowerBound])
                canvas.move(to: first)
                thinner.start(first)
                for i in (range.lowerBound + 1)..<range.upperBound { next(point(points[i])) }
            } else {
                let first = point(points[range.upperBound - 1])
                canvas.move(to: first)
                thinner.start(first)
                for i in stride(from: range.upperBound - 2, through: range.lowerBound, by: -1) { next(point(points[i])) }
            }
            if let end = thinner.finish() { canvas.line(to: end) }
            canvas.closePath()
        }

        /// Every non-empty part in the drawn tile's points.
        func parts(_ g: VectorGeometry) -> [[PixelPoint]] {
            g.partStarts.indices.compactMap { part in Self.range(of: part, in: g).map { g.points[$0].map(point) } }
        }

        /// Where part `i` lies in `points`; nil when it is empty or its bounds are not in order (never trusted blindly).
        static func range(of i: Int, in g: VectorGeometry) -> Range<Int>? {
            let start = g.partStarts[i], end = i + 1 < g.partStarts.count ? g.partStarts[i + 1] : g.points.count
            guard start >= 0, start < end, end <= g.points.count else { return nil }
            return start..<end
        }
    }
}

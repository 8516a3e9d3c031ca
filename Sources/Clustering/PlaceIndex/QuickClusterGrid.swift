import MapCore

/// The cells of a `QuickClusterIndex`: a grid of cluster-radius squares over each box of its region (two when it
/// crosses the antimeridian), numbered box by box.
struct QuickClusterGrid: Sendable {
    struct Box: Sendable {
        let bounds: QueryBox
        let x0: Int, y0: Int, cols: Int, rows: Int
        /// The box's first cell number.
        let first: Int
    }

    let cell: Double
    let boxes: [Box]
    let cellCount: Int

    /// nil when the grid would be too large (a degenerate viewport).
    init?(region: GeoBounds, cell: Double, maxCells: Int) {
        guard cell > 0, cell.isFinite else { return nil }
        var boxes: [Box] = [], cellCount = 0
        for b in QueryBox.normalizedParts(of: region) {
            let x0 = Int((b.minX / cell).rounded(.down)), y0 = Int((b.minY / cell).rounded(.down))
            let cols = Int((b.maxX / cell).rounded(.down)) - x0 + 1, rows = Int((b.maxY / cell).rounded(.down)) - y0 + 1
            guard cols > 0, rows > 0, cols <= maxCells / rows, cellCount + cols * rows <= maxCells else { return nil }
            boxes.append(Box(bounds: b, x0: x0, y0: y0, cols: cols, rows: rows, first: cellCount))
            cellCount += cols * rows
        }
        self.cell = cell; self.boxes = boxes; self.cellCount = cellCount
    }

    /// The cell of a projected point inside one of the boxes; nil outside them.
    @inline(__always)
    func cell(x: Double, latitude: Double) -> (cell: Int, y: Double)? {
        // The longitude first: it costs no logarithm and rules out most places of a zoomed-in view.
        guard boxes.contains(where: { x >= $0.bounds.minX && x <= $0.bounds.maxX }) else { return nil }
        let y = NormalizedMercator.y(latitude: latitude)
        guard let g = boxes.first(where: { x >= $0.bounds.minX && x <= $0.bounds.maxX && y >= $0.bounds.minY && y <= $0.bounds.maxY })
        else { return nil }
        let cx = min(g.cols - 1, Int((x / cell).rounded(.down)) - g.x0), cy = min(g.rows - 1, Int((y / cell).rounded(.down)) - g.y0)
        return (g.first + max(0, cy) * g.cols + max(0, cx), y)
    }
}

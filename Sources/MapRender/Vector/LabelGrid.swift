import MapCore

/// Placed label boxes bucketed by a uniform grid over the view, so a collision test looks only at nearby labels.
/// Reused between placements: `reset` keeps every cell's storage.
struct LabelGrid {
    private(set) var boxes: [LabelBox] = []
    private var cells: [[Int32]] = []
    private var columns = 0
    private var rows = 0
    private var cell = 64.0

    /// Empties the grid for a view of `size`, with square cells of `cellSide` points.
    mutating func reset(size: PixelSize, cellSide: Double) {
        cell = max(8, cellSide)
        let c = max(1, Int((size.width / cell).rounded(.up))), r = max(1, Int((size.height / cell).rounded(.up)))
        boxes.removeAll(keepingCapacity: true)
        if c != columns || r != rows {
            columns = c; rows = r
            cells = Array(repeating: [], count: c * r)
        } else {
            for i in cells.indices where !cells[i].isEmpty { cells[i].removeAll(keepingCapacity: true) }
        }
    }

    /// Whether `box` overlaps any box added so far.
    func collides(_ box: LabelBox) -> Bool {
        var hit = false
        visitCells(of: box.bounds) { i in
            for b in cells[i] where boxes[Int(b)].intersects(box) {
                hit = true
                return false
            }
            return true
        }
        return hit
    }

    mutating func insert(_ box: LabelBox) {
        let index = Int32(boxes.count)
        boxes.append(box)
        let (c0, c1, r0, r1) = cellRange(box.bounds)
        guard c0 <= c1, r0 <= r1 else { return }
        for r in r0...r1 { for c in c0...c1 { cells[r * columns + c].append(index) } }
    }

    /// Calls `body` with each cell index under `rect` until it returns false.
    private func visitCells(of rect: PixelRect, _ body: (Int) -> Bool) {
        let (c0, c1, r0, r1) = cellRange(rect)
        guard c0 <= c1, r0 <= r1 else { return }
        for r in r0...r1 { for c in c0...c1 where !body(r * columns + c) { return } }
    }

    /// Cells under `rect`, clamped to the grid (boxes a padding past the view's edge still land in edge cells).
    private func cellRange(_ rect: PixelRect) -> (Int, Int, Int, Int) {
        func clamp(_ v: Double, _ n: Int) -> Int { max(0, min(n - 1, Int((v / cell).rounded(.down)))) }
        guard rect.maxX.isFinite, rect.maxY.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return (1, 0, 1, 0) }
        return (clamp(rect.minX, columns), clamp(rect.maxX, columns), clamp(rect.minY, rows), clamp(rect.maxY, rows))
    }
}

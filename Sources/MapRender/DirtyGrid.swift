/// Which parts of a cached layer must be drawn again, in cells of device pixels: coarse on purpose, so a frame with
/// hundreds of changed markers still clips to a few dozen rectangles. Reused between frames (no allocation once warm).
struct DirtyGrid {
    /// Cell side in device pixels.
    static let cell = 32

    private(set) var columns = 0
    private(set) var rows = 0
    private var cells: [Bool] = []
    private(set) var dirtyCount = 0
    /// Marked rectangles as cell ranges, merged down the rows (see `rectangles`).
    private var runs: [CellRect] = []

    /// A rectangle of cells: columns `x0..<x1`, rows `y0..<y1`.
    struct CellRect: Equatable {
        var x0: Int, x1: Int, y0: Int, y1: Int
    }

    /// Clears every cell for a layer `width`×`height` device pixels.
    mutating func reset(width: Int, height: Int) {
        columns = (width + Self.cell - 1) / Self.cell
        rows = (height + Self.cell - 1) / Self.cell
        let n = columns * rows
        if cells.count != n { cells = Array(repeating: false, count: n) } else if dirtyCount > 0 {
            for i in cells.indices { cells[i] = false }
        }
        dirtyCount = 0
    }

    /// Share of cells marked, 0…1.
    var fraction: Double { cells.isEmpty ? 0 : Double(dirtyCount) / Double(cells.count) }
    var isClean: Bool { dirtyCount == 0 }

    /// Marks every cell the device-pixel rectangle `x0..<x1`, `y0..<y1` touches (clipped to the grid).
    mutating func mark(x0: Int, y0: Int, x1: Int, y1: Int) {
        guard let r = cellRange(x0: x0, y0: y0, x1: x1, y1: y1) else { return }
        for row in r.y0..<r.y1 {
            for col in r.x0..<r.x1 where !cells[row * columns + col] {
                cells[row * columns + col] = true
                dirtyCount += 1
            }
        }
    }

    /// True when any cell the device-pixel rectangle touches is marked.
    func touches(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        guard dirtyCount > 0, let r = cellRange(x0: x0, y0: y0, x1: x1, y1: y1) else { return false }
        for row in r.y0..<r.y1 {
            for col in r.x0..<r.x1 where cells[row * columns + col] { return true }
        }
        return false
    }

    /// The marked cells as few rectangles (runs along a row, merged with identical runs in the rows below),
    /// in device pixels, handed to `body` one by one.
    mutating func forEachRectangle(_ body: (_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Void) {
        runs.removeAll(keepingCapacity: true)
        var open = 0
        for row in 0..<rows {
            let firstOfRow = runs.count
            var col = 0
            while col < columns {
                guard cells[row * columns + col] else { col += 1; continue }
                let start = col
                while col < columns, cells[row * columns + col] { col += 1 }
                // Extend a run of the row above with the same columns, else start a new one.
                if let k = runs[open..<firstOfRow].firstIndex(where: { $0.x0 == start && $0.x1 == col && $0.y1 == row }) {
                    runs[k].y1 = row + 1
                } else {
                    runs.append(CellRect(x0: start, x1: col, y0: row, y1: row + 1))
                }
            }
            // Runs that did not reach this row are closed; only those ending here stay open for the next.
            while open < runs.count, runs[open].y1 < row + 1 { open += 1 }
        }
        let c = Self.cell
        for r in runs { body(r.x0 * c, r.y0 * c, (r.x1 - r.x0) * c, (r.y1 - r.y0) * c) }
    }

    private func cellRange(x0: Int, y0: Int, x1: Int, y1: Int) -> CellRect? {
        let c = Self.cell
        let cx0 = max(0, x0 / c), cy0 = max(0, y0 / c)
        let cx1 = min(columns, (x1 + c - 1) / c), cy1 = min(rows, (y1 + c - 1) / c)
        guard x1 > x0, y1 > y0, cx1 > cx0, cy1 > cy0 else { return nil }
        return CellRect(x0: cx0, x1: cx1, y0: cy0, y1: cy1)
    }
}

import Foundation

/// One entry of the query index: a point or cluster, where it is, and the highest zoom it shows at.
struct QueryItem: BitwiseCopyable {
    var x: Double
    var y: Double
    var entry: UInt32
    var visibleTo: UInt8
}

/// The entries that first appear at one zoom (and stay until `visibleTo`), bucketed into a square grid
/// over their bounding box so a rectangle query reads only the cells it overlaps.
struct QueryGroup: Sendable {
    let side: Int
    let inverseCell: Double
    /// Start of each cell's run in `items`, row-major, plus one end marker.
    let cellStart: FlatArray<UInt32>
    let items: FlatArray<QueryItem>
    /// Bounding box of the items, so a query far from every one of them costs four comparisons.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Buckets `unsorted` by cell with a counting sort. - Complexity: O(n + cells).
    init(unsorted: FlatArray<QueryItem>) {
        let n = unsorted.count
        let src = unsorted.view
        var bx0 = Double.infinity, by0 = Double.infinity, bx1 = -Double.infinity, by1 = -Double.infinity
        for i in 0..<n {
            let it = src[i]
            bx0 = min(bx0, it.x); by0 = min(by0, it.y); bx1 = max(bx1, it.x); by1 = max(by1, it.y)
        }
        if n == 0 { bx0 = 0; by0 = 0; bx1 = 0; by1 = 0 }
        minX = bx0; minY = by0; maxX = bx1; maxY = by1
        // About one entry per two cells keeps cell runs short without a large directory.
        let side = max(1, min(4096, Int((Double(n) * 0.5).squareRoot().rounded(.up))))
        self.side = side
        inverseCell = Double(side) / max(bx1 - bx0, by1 - by0, 1e-12)
        let cells = side * side
        let start = FlatArray<UInt32>(repeating: 0, count: cells + 1)
        let st = start.view
        let cellOf = FlatArray<UInt32>(uninitializedCount: n)
        let co = cellOf.view
        for i in 0..<n {
            let inv = inverseCell
            let c = min(side - 1, max(0, Int((src[i].y - by0) * inv))) * side + min(side - 1, max(0, Int((src[i].x - bx0) * inv)))
            co[i] = UInt32(c)
            st[c] &+= 1
        }
        if cells > 1 { for c in 1..<cells { st[c] &+= st[c - 1] } }
        st[cells] = UInt32(n)
        // Backwards from each cell's end leaves `start` holding the starts (stable, no cursor copy).
        let out = FlatArray<QueryItem>(uninitializedCount: n)
        let o = out.view
        var i = n - 1
        while i >= 0 {
            let c = Int(co[i])
            let d = Int(st[c]) - 1; st[c] = UInt32(d)
            o[d] = src[i]
            i -= 1
        }
        // The buffer is no longer needed: give its memory back now rather than after every group is built.
        unsorted.setCount(0)
        unsorted.shrinkToFit()
        cellStart = start
        items = out
    }

    @inline(__always) func column(_ x: Double) -> Int { min(side - 1, max(0, Int((x - minX) * inverseCell))) }
    @inline(__always) func row(_ y: Double) -> Int { min(side - 1, max(0, Int((y - minY) * inverseCell))) }
    @inline(__always) func cell(x: Double, y: Double) -> Int { row(y) * side + column(x) }

    /// Calls `body` for every entry with minX ≤ x ≤ maxX, minY ≤ y ≤ maxY (edges inclusive, as kdbush)
    /// that is still visible at `zoom`. Bounds must be finite and inside 0…1.
    /// - Complexity: O(cells overlapped + entries in them).
    @inline(__always)
    func forEach(minX: Double, minY: Double, maxX: Double, maxY: Double, zoom: UInt8, _ body: (QueryItem) -> Void) {
        guard items.count > 0, minX <= self.maxX, maxX >= self.minX, minY <= self.maxY, maxY >= self.minY else { return }
        let cx0 = column(minX), cx1 = column(maxX), cy0 = row(minY), cy1 = row(maxY)
        let st = cellStart.view, it = items.view
        for cy in cy0...cy1 {
            let lo = Int(st[cy * side + cx0]), hi = Int(st[cy * side + cx1 + 1])
            var i = lo
            while i < hi {
                let item = it[i]
                if item.visibleTo >= zoom && item.x >= minX && item.x <= maxX && item.y >= minY && item.y <= maxY {
                    body(item)
                }
                i += 1
            }
        }
    }
}

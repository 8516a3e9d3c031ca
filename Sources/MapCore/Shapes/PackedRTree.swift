/// A static R-tree of boxes packed in Hilbert order (flatbush's layout): built once, searched many times, two flat
/// arrays and no per-node objects. Boxes are in pixel space (Web Mercator world units); the caller handles the wrap.
struct PackedRTree: Sendable {
    static let nodeSize = 16
    /// Four numbers per box (minX, minY, maxX, maxY): the items in Hilbert order, then each level's nodes up to the root.
    private var boxes: [Double] = []
    /// For an item: its number as given; for a node: the position of its first child box.
    private var indices: [Int32] = []
    /// Where each level ends, in boxes (the first level is the items).
    private var levelEnds: [Int] = []

    var count: Int { levelEnds.first ?? 0 }

    /// `items`: (minX, minY, maxX, maxY) per item, in item order.
    init(_ items: [(Double, Double, Double, Double)]) {
        let n = items.count
        guard n > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for b in items { minX = min(minX, b.0); minY = min(minY, b.1); maxX = max(maxX, b.2); maxY = max(maxY, b.3) }
        let w = max(maxX - minX, 1e-300), h = max(maxY - minY, 1e-300)
        let keys: [UInt32] = items.map { b in
            let x = UInt32(max(0, min(65535, ((b.0 + b.2) / 2 - minX) / w * 65535)))
            let y = UInt32(max(0, min(65535, ((b.1 + b.3) / 2 - minY) / h * 65535)))
            return Self.hilbert(x, y)
        }
        let order = (0..<n).sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        boxes.reserveCapacity(n * 4 * 17 / 15 + 8)
        for i in order { let b = items[i]; boxes += [b.0, b.1, b.2, b.3]; indices.append(Int32(i)) }
        levelEnds.append(n)
        var start = 0, end = n
        while end - start > 1 {
            var child = start
            while child < end {
                let last = min(child + Self.nodeSize, end)
                var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
                for c in child..<last {
                    x0 = min(x0, boxes[4 * c]); y0 = min(y0, boxes[4 * c + 1])
                    x1 = max(x1, boxes[4 * c + 2]); y1 = max(y1, boxes[4 * c + 3])
                }
                boxes += [x0, y0, x1, y1]
                indices.append(Int32(child))
                child = last
            }
            start = end; end = indices.count
            levelEnds.append(end)
        }
    }

    /// Calls `found` with every item whose box meets the closed box (x0, y0)–(x1, y1), in no particular order.
    func search(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, stack: inout [Int], _ found: (Int) -> Void) {
        guard let rootEnd = levelEnds.last else { return }
        stack.removeAll(keepingCapacity: true)
        let root = rootEnd - 1
        guard boxes[4 * root] <= x1, boxes[4 * root + 1] <= y1, boxes[4 * root + 2] >= x0, boxes[4 * root + 3] >= y0 else { return }
        stack.append(root)
        let items = count
        boxes.withUnsafeBufferPointer { b in
            while let node = stack.popLast() {
                // A node's children lie from its index to the next node's (or its level's end).
                let level = levelEnds.firstIndex { $0 > node } ?? 0
                if node < items {
                    found(Int(indices[node]))
                    continue
                }
                let first = Int(indices[node])
                let childLevelEnd = levelEnds[level - 1]
                let last = min(first + Self.nodeSize, childLevelEnd)
                for c in first..<last where b[4 * c] <= x1 && b[4 * c + 1] <= y1 && b[4 * c + 2] >= x0 && b[4 * c + 3] >= y0 {
                    stack.append(c)
                }
            }
        }
    }

    /// The Hilbert curve position of a 16-bit cell (flatbush's, after "Fast Hilbert curve" by rawrunprotected).
    static func hilbert(_ xIn: UInt32, _ yIn: UInt32) -> UInt32 {
        var a = xIn ^ yIn, b = 0xFFFF ^ a, c = 0xFFFF ^ (xIn | yIn), d = xIn & (yIn ^ 0xFFFF)
        var A = a | (b >> 1), B = (a >> 1) ^ a, C = ((c >> 1) ^ (b & (d >> 1))) ^ c, D = ((a & (c >> 1)) ^ (d >> 1)) ^ d
        a = A; b = B; c = C; d = D
        A = (a & (a >> 2)) ^ (b & (b >> 2)); B = (a & (b >> 2)) ^ (b & ((a ^ b) >> 2))
        C ^= (a & (c >> 2)) ^ (b & (d >> 2)); D ^= (b & (c >> 2)) ^ ((a ^ b) & (d >> 2))
        a = A; b = B; c = C; d = D
        A = (a & (a >> 4)) ^ (b & (b >> 4)); B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4))
        C ^= (a & (c >> 4)) ^ (b & (d >> 4)); D ^= (b & (c >> 4)) ^ ((a ^ b) & (d >> 4))
        a = A; b = B; c = C; d = D
        C ^= (a & (c >> 8)) ^ (b & (d >> 8)); D ^= (b & (c >> 8)) ^ ((a ^ b) & (d >> 8))
        a = C ^ (C >> 1); b = D ^ (D >> 1)
        var i0 = xIn ^ yIn, i1 = b | (0xFFFF ^ (i0 | a))
        i0 = (i0 | (i0 << 8)) & 0x00FF00FF; i0 = (i0 | (i0 << 4)) & 0x0F0F0F0F
        i0 = (i0 | (i0 << 2)) & 0x33333333; i0 = (i0 | (i0 << 1)) & 0x55555555
        i1 = (i1 | (i1 << 8)) & 0x00FF00FF; i1 = (i1 | (i1 << 4)) & 0x0F0F0F0F
        i1 = (i1 | (i1 << 2)) & 0x33333333; i1 = (i1 | (i1 << 1)) & 0x55555555
        return (i1 << 1) | i0
    }
}

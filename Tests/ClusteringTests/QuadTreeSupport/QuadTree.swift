import MapCore

/// A point quadtree over a planar region (BentoMap's approach), in any pixel-like space, e.g. world
/// points at zoom 0 (`Viewport.tileSize` wide). Every rectangle is half-open, [min, max), so a point on a
/// shared edge belongs to exactly one quadrant and is never counted twice.
public struct QuadTree<Payload: Sendable>: Sendable {
    /// The region covered; points outside it are refused.
    public let bounds: PixelRect
    /// Points a leaf holds before it splits.
    public let bucketCapacity: Int
    /// Below this depth a full leaf keeps growing instead of splitting (identical points never split).
    public static var maxDepth: Int { 24 }

    private struct Node: Sendable {
        var rect: PixelRect
        var depth: Int
        var points: [QuadTreeNode<Payload>]
        /// Index of the first of four children (NW, NE, SW, SE), or -1 for a leaf.
        var firstChild: Int
    }

    private var nodes: [Node]
    public private(set) var count = 0

    public init(bounds: PixelRect, bucketCapacity: Int = 8) {
        self.bounds = bounds
        self.bucketCapacity = max(1, bucketCapacity)
        nodes = [Node(rect: bounds, depth: 0, points: [], firstChild: -1)]
    }

    /// Inserts a point; false when it lies outside `bounds` (or is not finite).
    /// - Complexity: O(depth), amortised over splits.
    @discardableResult
    public mutating func insert(_ point: PixelPoint, payload: Payload) -> Bool {
        guard point.x.isFinite, point.y.isFinite, bounds.contains(point) else { return false }
        var i = 0
        while true {
            if nodes[i].firstChild >= 0 { i = nodes[i].firstChild + quadrant(of: point, in: nodes[i].rect); continue }
            if nodes[i].points.count < bucketCapacity || nodes[i].depth >= Self.maxDepth {
                nodes[i].points.append(QuadTreeNode(point: point, payload: payload))
                count += 1
                return true
            }
            split(i)
        }
    }

    /// Every point inside `rect` (half-open). - Complexity: O(nodes visited + results).
    public func points(in rect: PixelRect) -> [QuadTreeNode<Payload>] {
        var out: [QuadTreeNode<Payload>] = []
        forEach(in: rect) { out.append($0) }
        return out
    }

    /// Visits every point inside `rect` (half-open), each once.
    public func forEach(in rect: PixelRect, _ body: (QuadTreeNode<Payload>) -> Void) {
        guard rect.size.width > 0, rect.size.height > 0 else { return }
        var stack = [0]
        while let i = stack.popLast() {
            let node = nodes[i]
            guard node.rect.intersects(rect) else { continue }
            if node.firstChild >= 0 {
                for k in 0..<4 { stack.append(node.firstChild + k) }
            } else {
                for p in node.points where rect.contains(p.point) { body(p) }
            }
        }
    }

    /// Quadrant of `p` within `r`: 0 NW, 1 NE, 2 SW, 3 SE; the centre lines belong to the east/south halves.
    private func quadrant(of p: PixelPoint, in r: PixelRect) -> Int {
        let c = r.center
        return (p.x >= c.x ? 1 : 0) + (p.y >= c.y ? 2 : 0)
    }

    private mutating func split(_ i: Int) {
        let r = nodes[i].rect, d = nodes[i].depth + 1
        let first = nodes.count
        // Children share edges exactly: the east/south halves start at the centre the quadrant test uses.
        let c = r.center
        nodes.append(Node(rect: PixelRect(x: r.minX, y: r.minY, width: c.x - r.minX, height: c.y - r.minY), depth: d, points: [], firstChild: -1))
        nodes.append(Node(rect: PixelRect(x: c.x, y: r.minY, width: r.maxX - c.x, height: c.y - r.minY), depth: d, points: [], firstChild: -1))
        nodes.append(Node(rect: PixelRect(x: r.minX, y: c.y, width: c.x - r.minX, height: r.maxY - c.y), depth: d, points: [], firstChild: -1))
        nodes.append(Node(rect: PixelRect(x: c.x, y: c.y, width: r.maxX - c.x, height: r.maxY - c.y), depth: d, points: [], firstChild: -1))
        let moving = nodes[i].points
        nodes[i].points = []
        nodes[i].firstChild = first
        for p in moving { nodes[first + quadrant(of: p.point, in: r)].points.append(p) }
    }
}

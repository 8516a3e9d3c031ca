/// A point of a vector tile, in the tile's own integer grid (0…extent; may lie outside it in the buffer).
public struct VectorPoint: Hashable, Sendable {
    public var x: Int32
    public var y: Int32
    public init(x: Int32, y: Int32) { self.x = x; self.y = y }
}

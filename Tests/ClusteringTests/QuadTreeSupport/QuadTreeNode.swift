import MapCore

/// A point stored in a `QuadTree`.
public struct QuadTreeNode<Payload: Sendable>: Sendable {
    public let point: PixelPoint
    public let payload: Payload
    public init(point: PixelPoint, payload: Payload) { self.point = point; self.payload = payload }
}

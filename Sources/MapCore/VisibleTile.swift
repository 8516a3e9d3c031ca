/// A tile to draw and where: `id` is wrapped into the world, `screenRect` is in points.
public struct VisibleTile: Hashable, Sendable {
    public let id: TileID
    public let screenRect: PixelRect
    public init(id: TileID, screenRect: PixelRect) { self.id = id; self.screenRect = screenRect }
}

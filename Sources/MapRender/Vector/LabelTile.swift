import Graphics
import MapCore

/// One visible tile's label candidates and where the tile's points land on screen in this frame.
public struct LabelTile: Equatable, Sendable {
    public var labels: TileLabels
    /// Screen position of the tile's point (0, 0).
    public var origin: PixelPoint
    /// Screen points per tile point (the tile's drawn side / 256).
    public var scale: Double

    public init(labels: TileLabels, origin: PixelPoint, scale: Double) { self.labels = labels; self.origin = origin; self.scale = scale }

    func screenPoint(_ p: PixelPoint) -> PixelPoint { PixelPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
}

import Graphics
import MapCore

/// One visible tile's label candidates and where the tile's points land on screen in this frame.
struct LabelTile: Equatable {
    var labels: TileLabels
    /// Screen position of the tile's point (0, 0).
    var origin: PixelPoint
    /// Screen points per tile point (the tile's drawn side / 256).
    var scale: Double

    func screenPoint(_ p: PixelPoint) -> PixelPoint { PixelPoint(x: origin.x + p.x * scale, y: origin.y + p.y * scale) }
}

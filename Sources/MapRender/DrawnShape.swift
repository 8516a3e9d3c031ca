import MapCore

/// One copy of a shape the last frame drew: which one (its position in the scene's `shapes`) and where its world
/// units landed on screen (screen = world unit · `scale` + offset), for hit-testing against what was drawn.
struct DrawnShape {
    let shape: Int
    let scale: Double
    let offsetX: Double
    let offsetY: Double

    func screen(_ p: PixelPoint) -> PixelPoint { PixelPoint(x: p.x * scale + offsetX, y: p.y * scale + offsetY) }
}

import Graphics
import MapCore

/// Generated tiles: a checkerboard with the tile's address written on it, made once per tile.
final class FakeTiles: TileProvider {
    var onChange: (() -> Void)?
    private var cache: [TileID: Surface] = [:]
    private(set) var requested: Set<TileID> = []

    func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] {
        requested.insert(tile)
        if let s = cache[tile] { return [TilePiece(wholeImage: s)] }
        guard let s = try? Surface(width: 256, height: 256) else { return [] }
        let c = Canvas(surface: s)
        let light = (tile.x + tile.y) % 2 == 0
        c.clear(light ? RGBColor(red: 0.93, green: 0.92, blue: 0.86) : RGBColor(red: 0.84, green: 0.88, blue: 0.84))
        c.setColor(RGBColor(red: 0.6, green: 0.6, blue: 0.6))
        c.setLineWidth(1)
        c.rectangle(PixelRect(x: 0.5, y: 0.5, width: 255, height: 255))
        c.stroke()
        c.setColor(RGBColor(red: 0.3, green: 0.3, blue: 0.35))
        TextLayout(text: tile.description, font: "Sans 11").draw(on: c, at: PixelPoint(x: 8, y: 8))
        cache[tile] = s
        return [TilePiece(wholeImage: s)]
    }

    func retain(only wanted: Set<TileID>, style: MapStyle) {}
    /// Styles whose server the fake reports as failing.
    var offlineStyles: Set<MapStyle.ID> = []
    func isOffline(style: MapStyle) -> Bool { offlineStyles.contains(style.id) }
}

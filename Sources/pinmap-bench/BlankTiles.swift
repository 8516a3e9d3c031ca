import Graphics
import MapCore

/// Every tile is one shared plain image: a frame costs what drawing cached tiles costs, and memory stays the same
/// however far the bench roams (`SyntheticTiles` keeps every tile it painted).
final class BlankTiles: TileProvider {
    var onChange: (() -> Void)?
    private let image: Surface

    init() throws {
        image = try Surface(width: 256, height: 256)
        Canvas(surface: image).clear(RGBColor(red: 0.949, green: 0.937, blue: 0.914))
    }

    func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] { [TilePiece(wholeImage: image)] }
    func retain(only wanted: Set<TileID>, style: MapStyle) {}
    func isOffline(style: MapStyle) -> Bool { false }
}

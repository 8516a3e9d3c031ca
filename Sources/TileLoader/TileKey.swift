import MapCore

/// One cached image: a style's tile at a pixel density (1 = 256 px tiles, 2 = "@2x" or a 2× rendering).
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    public let styleID: String
    public let tile: TileID
    public let density: Int

    public init(styleID: String, tile: TileID, density: Int = 1) {
        self.styleID = styleID; self.tile = tile; self.density = density
    }

    public var description: String { "\(styleID)/\(tile)" + (density > 1 ? "@\(density)x" : "") }

    func with(tile: TileID) -> TileKey { TileKey(styleID: styleID, tile: tile, density: density) }
}

import Graphics
import MapCore

extension TileStore {
    /// Stand-ins for a tile with no image: all four cached children (sharper), else the nearest cached ancestor
    /// up to `fallbackLevels` zooms up (its matching part scaled up), else whichever children are cached,
    /// else, once the tile has failed or its server is offline, the offline basemap's tile.
    func fallbackPieces(for key: TileKey) -> [TilePiece] {
        let tile = key.tile
        var childPieces: [TilePiece] = []
        if tile.z < 30 {
            for c in tile.children {
                guard let image = memory.peek(key.with(tile: c))?.image else { continue }
                let dest = PixelRect(x: Double(c.x - 2 * tile.x) * 0.5, y: Double(c.y - 2 * tile.y) * 0.5, width: 0.5, height: 0.5)
                childPieces.append(TilePiece(image: image, source: PixelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                                             destination: dest, isFallback: true))
            }
        }
        if childPieces.count == 4 { return childPieces }
        for levels in 1...max(1, configuration.fallbackLevels) {
            guard let a = tile.ancestor(levels: levels) else { break }
            guard let image = memory.peek(key.with(tile: a))?.image else { continue }
            let d = Double(1 << levels)
            let w = Double(image.width) / d, h = Double(image.height) / d
            let source = PixelRect(x: Double(tile.x - (a.x << levels)) * w, y: Double(tile.y - (a.y << levels)) * h, width: w, height: h)
            return [TilePiece(image: image, source: source, isFallback: true)]
        }
        if childPieces.isEmpty, configuration.basemapFallback, offlineStyleIDs.contains(key.styleID) == false,
           failures[key] != nil || fetches.isOffline(styleID: key.styleID) {
            return basemapPieces(for: key)
        }
        return childPieces
    }

    /// The styles' shared stand-in: the offline basemap rendered for this tile (started here, drawn once ready).
    private func basemapPieces(for key: TileKey) -> [TilePiece] {
        let stand = standInKey(for: key)
        if let image = memory.entry(for: stand)?.image {
            let whole = PixelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
            return [TilePiece(image: image, source: whole, isFallback: true, isOfflineMap: true)]
        }
        guard pending[stand] == nil, failures[stand] == nil else { return [] }
        if let style = fallbackStyle, let path = style.archivePath {
            startArchiveRead(stand, style: style, path: path)
        } else if renderer.basemap.polygonCount > 0 {
            startRender(stand)
        }
        return []
    }

    /// The offline map's key for the tile `key` stands in for: the vector offline style's tile when there is one.
    func standInKey(for key: TileKey) -> TileKey {
        TileKey(styleID: fallbackStyle?.id ?? Self.basemapFallbackStyleID, tile: key.tile, density: key.density)
    }

    /// Not a valid style id (styles.json ids are non-empty text), so it never meets a real style's tiles.
    static let basemapFallbackStyleID = "\u{0}basemap"
}

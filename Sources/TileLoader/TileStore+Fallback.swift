import Graphics
import MapCore

extension TileStore {
    /// Stand-ins for a tile with no image: all four cached children (sharper), else the nearest cached ancestor
    /// up to `fallbackLevels` zooms up (its matching part scaled up), else whichever children are cached,
    /// else, once the tile has failed or its server is offline, a downloaded area's tile where one covers it,
    /// else the offline basemap's tile.
    func fallbackPieces(for key: TileKey) -> [TilePiece] {
        let cached = cachedStandIns(for: key)
        guard cached.isEmpty, standsInWithOfflineMap(key) else { return cached }
        switch areaStandIn(for: key) {
        case .drawn(let piece, _): return [piece]
        case .reading: return []
        case .none: return basemapPieces(for: key)
        }
    }

    /// The cached stand-ins for `key`: all four children, else the nearest ancestor, else the children there are.
    private func cachedStandIns(for key: TileKey) -> [TilePiece] {
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
        return childPieces
    }

    /// True when `key`'s own style cannot give it (failed, or its server offline) and the offline map is the stand-in.
    private func standsInWithOfflineMap(_ key: TileKey) -> Bool {
        configuration.basemapFallback && offlineStyleIDs.contains(key.styleID) == false
            && (failures[key] != nil || fetches.isOffline(styleID: key.styleID))
    }

    /// The offline map's labels for a tile it stands in for, so a fallback is named exactly as the "Offline" style is.
    /// Nil while the tile's own image (or a cached stand-in of its own style) is what the frame draws.
    func standInLabels(for key: TileKey) -> TileLabels? {
        guard memory.peek(key)?.image == nil, standsInWithOfflineMap(key), cachedStandIns(for: key).isEmpty else { return nil }
        var stand = standInKey(for: key)
        switch areaStandIn(for: key) {
        case .drawn(_, let areaKey): stand = areaKey
        case .reading: return nil
        case .none: break
        }
        guard let labels = memory.peek(stand)?.labels, !labels.isEmpty else { return nil }
        return TileLabels(tile: key.tile, candidates: labels)
    }

    /// The styles' shared stand-in: the offline map's tile (started here, drawn once ready). The vector archive's
    /// when there is one; the Natural Earth basemap's when there is none or the archive cannot draw this tile
    /// (missing, corrupt), read then if it waited to be needed.
    private func basemapPieces(for key: TileKey) -> [TilePiece] {
        let stand = standInKey(for: key)
        if let piece = offlinePiece(stand) { return [piece] }
        if let style = fallbackStyle, let path = style.archivePath, failures[stand] == nil {
            // A tile the archive lacks is known empty: not read again for every frame.
            if pending[stand] == nil, memory.peek(stand) == nil { startArchiveRead(stand, style: style, path: path, cancellable: false) }
            return []
        }
        let drawn = basemapKey(for: key)
        if drawn != stand, let piece = offlinePiece(drawn) { return [piece] }
        guard pending[drawn] == nil, failures[drawn] == nil,
              basemapState.canDraw(polygonCount: renderer.basemap.polygonCount) else { return [] }
        startRender(drawn)
        return []
    }

    private func offlinePiece(_ key: TileKey) -> TilePiece? {
        guard let image = memory.entry(for: key)?.image else { return nil }
        let whole = PixelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        return TilePiece(image: image, source: whole, isFallback: true, isOfflineMap: true)
    }

    /// The Natural Earth basemap's tile standing in for `key`.
    func basemapKey(for key: TileKey) -> TileKey {
        TileKey(styleID: Self.basemapFallbackStyleID, tile: key.tile, density: key.density)
    }

    /// The offline map's key for the tile `key` stands in for: the vector offline style's tile when there is one.
    func standInKey(for key: TileKey) -> TileKey {
        TileKey(styleID: fallbackStyle?.id ?? Self.basemapFallbackStyleID, tile: key.tile, density: key.density)
    }

    /// Not a valid style id (styles.json ids are non-empty text), so it never meets a real style's tiles.
    static let basemapFallbackStyleID = "\u{0}basemap"
}

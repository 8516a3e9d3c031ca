import Graphics
import MapCore

extension TileStore {
    /// Where the downloaded areas stand for one tile: the first covering area that has it drawn, or one still reading.
    enum AreaStandIn {
        case drawn(TilePiece, key: TileKey)
        case reading
        /// No area covers the tile, or none that does has it (outside its tiles, unreadable): the offline map's turn.
        case none
    }

    /// The first downloaded area (in `downloadedAreas` order) with an image for `key`'s tile; starts reading the next
    /// covering area whose tile is not known yet. An area that lacks the tile (empty) or failed is passed over.
    func areaStandIn(for key: TileKey) -> AreaStandIn {
        for area in downloadedAreas where area.style.id != key.styleID && area.covers(key.tile) {
            guard let path = area.style.archivePath else { continue }
            let areaKey = TileKey(styleID: area.style.id, tile: key.tile, density: key.density)
            if let entry = memory.entry(for: areaKey) {
                guard let image = entry.image else { continue }
                let whole = PixelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
                return .drawn(TilePiece(image: image, source: whole, isFallback: true, isOfflineMap: true, isDownloadedArea: true),
                              key: areaKey)
            }
            if failures[areaKey] != nil { continue }
            // Not cancellable: it serves whichever style is shown, as the offline map's reads do.
            if pending[areaKey] == nil { startArchiveRead(areaKey, style: area.style, path: path, cancellable: false) }
            return .reading
        }
        return .none
    }

    /// Which stand-in `tile` of `style` is drawn from now, for the debug dump and tests: "own", "area:STYLE-ID",
    /// "offline-map", or "none" (nothing yet).
    public func standInSource(for tile: TileID, style: MapStyle, scaleFactor: Double = 1) -> String {
        let key = self.key(for: tile, style: style, scaleFactor: scaleFactor)
        if memory.peek(key)?.image != nil { return "own" }
        let pieces = fallbackPieces(for: key)
        if pieces.isEmpty { return "none" }
        if pieces.contains(where: \.isDownloadedArea), case .drawn(_, let areaKey) = areaStandIn(for: key) { return "area:\(areaKey.styleID)" }
        return pieces.contains(where: \.isOfflineMap) ? "offline-map" : "own"
    }
}

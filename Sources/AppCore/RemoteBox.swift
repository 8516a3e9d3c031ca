import MapCore

/// One request box: a map tile's area, at a zoom band chosen from the view's zoom.
enum RemoteBox {
    /// What the loader knows of a box.
    enum State {
        /// A request is in flight; `token` tells its answer from a cancelled one's.
        case loading(token: UInt64, task: Task<Void, Never>)
        /// Held: the ids it gave, and whether the server matched more than it sent.
        case loaded(ids: [Place.ID], matched: Int?, capped: Bool)
    }

    /// The band (tile zoom) for boxes seen at `zoom`.
    static func band(forZoom zoom: Double, options: RemoteLoadOptions) -> Int {
        max(0, min(options.maxBand, Int(zoom.rounded(.down)) - options.bandOffset))
    }

    /// Tiles at `band` covering `bounds` (which may cross the antimeridian), west to east, north to south.
    static func tiles(covering bounds: GeoBounds, band: Int) -> [TileID] {
        let n = 1 << band
        let top = WebMercator.normalizedY(latitude: min(WebMercator.maxLatitude, bounds.north))
        let bottom = WebMercator.normalizedY(latitude: max(-WebMercator.maxLatitude, bounds.south))
        let y0 = max(0, min(n - 1, Int((top * Double(n)).rounded(.down))))
        let y1 = max(0, min(n - 1, Int((bottom * Double(n)).rounded(.down))))
        var tiles: [TileID] = []
        for part in bounds.unwrappedParts {
            let x0 = max(0, min(n - 1, Int((WebMercator.normalizedX(longitude: part.west) * Double(n)).rounded(.down))))
            let x1 = max(0, min(n - 1, Int((WebMercator.normalizedX(longitude: part.east) * Double(n)).rounded(.down))))
            for y in y0...max(y0, y1) { for x in x0...max(x0, x1) { tiles.append(TileID(z: band, x: x, y: y)) } }
        }
        var seen = Set<TileID>()
        return tiles.filter { seen.insert($0).inserted }
    }

    /// The view's box grown by `margin` of its size on each side (the whole world once it wraps).
    static func wanted(_ viewport: Viewport, margin: Double) -> GeoBounds {
        let visible = viewport.visibleBounds
        let dx = visible.longitudeSpan * margin, dy = visible.latitudeSpan * margin
        if visible.longitudeSpan + 2 * dx >= 360 {
            return GeoBounds(west: -180, south: max(-90, visible.south - dy), east: 180, north: min(90, visible.north + dy))
        }
        return GeoBounds(west: Coordinate.wrap(visible.west - dx), south: max(-90, visible.south - dy),
                         east: Coordinate.wrap(visible.east + dx), north: min(90, visible.north + dy))
    }
}

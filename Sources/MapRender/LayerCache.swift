import Graphics
import MapCore

/// The tiles (and, on maps without labels, the markers) of the last frame kept as an opaque image between frames, so
/// a pan draws only what changed into it (the strips the pan uncovered, tiles whose pieces changed, markers that moved,
/// appeared or went away) and copies it to the view once (issue 19).
/// The image wraps around like a torus: world device pixel (x, y) lives at (x mod width, y mod height) from the
/// reference, so a pan never shifts pixels, and the copy to the view is four pieces that add up to one view.
/// The layer is compared with each frame's plan, not told about changes, so nothing can forget to invalidate it.
/// Not thread-safe, like the renderer that owns it.
final class LayerCache {
    /// What the layer's pixels depend on besides the pan offset: any change draws it again.
    struct Key: Equatable {
        var zoom: Double
        var scale: Double
        var width: Int
        var height: Int
        var style: MapStyle
        var holdsMarkers: Bool
    }

    /// A marker as drawn into the layer: which sprite, with its top-left at which device pixel from the origin, and
    /// its place in the draw order (its anchor's height from the origin in 1/1024 device pixels: markers are drawn
    /// by it, so two frames' lists can be compared in one merge).
    struct MarkerRecord: Equatable {
        let sprite: ObjectIdentifier
        let x: Int
        let y: Int
        let order: Int
    }

    private(set) var surface: Surface?
    private(set) var pattern: SurfacePattern?
    private(set) var canvas: Canvas?
    private(set) var key: Key?
    /// The world device pixel at the image's (0, 0) when it was last drawn whole.
    private(set) var originX = 0.0
    private(set) var originY = 0.0
    /// The last frame's top-left in device pixels from the origin (the image wraps at its size).
    private(set) var frameX = 0
    private(set) var frameY = 0
    /// The last frame's tiles, in its points.
    private(set) var tiles: [PlannedTile] = []
    private var tileIndex: [TileID: Int] = [:]
    private(set) var markers: [MarkerRecord] = []
    /// Keeps every recorded sprite alive, so an identity in `markers` can never be reused by a new sprite.
    private var markerSprites: [Sprite] = []

    /// How often the layer was drawn whole, and how often a frame reused it (tests and the bench read them).
    private(set) var rebuilds = 0
    private(set) var reuses = 0

    /// Forgets the pixels' meaning (options or sprites changed); the surface is kept for the next rebuild.
    func invalidate() { key = nil }

    /// Frees the pixels (a smaller view, or nothing to cache).
    func release() {
        key = nil; surface = nil; pattern = nil; canvas = nil
        tiles.removeAll(); tileIndex.removeAll(); markers.removeAll(); markerSprites.removeAll()
    }

    /// A canvas over a layer image of `key`'s size, in points (scaled by `key.scale`); reuses the surface when it fits.
    func canvasForRebuild(_ key: Key) -> Canvas? {
        if surface?.width != key.width || surface?.height != key.height {
            surface = nil; pattern = nil; canvas = nil
            guard let s = try? Surface.opaque(width: key.width, height: key.height) else { return nil }
            let c = Canvas(surface: s)
            c.scale(key.scale, key.scale)
            surface = s; pattern = SurfacePattern(live: s); canvas = c
        }
        return canvas
    }

    /// Records what a rebuild drew: its key, where it lies in the world, its tiles, and its markers (layer device
    /// pixels, with their sprites in the same order).
    func recordRebuild(key: Key, originX: Double, originY: Double, tiles planned: [PlannedTile],
                       markers records: [MarkerRecord], sprites: [Sprite]) {
        self.key = key
        self.originX = originX; self.originY = originY
        rebuilds += 1
        record(frameX: 0, frameY: 0, tiles: planned, markers: records, sprites: sprites)
    }

    /// Records a frame drawn by reusing the image: where it lies from the origin, its tiles and markers.
    func recordReuse(frameX: Int, frameY: Int, tiles planned: [PlannedTile], markers records: [MarkerRecord], sprites: [Sprite]) {
        reuses += 1
        record(frameX: frameX, frameY: frameY, tiles: planned, markers: records, sprites: sprites)
    }

    private func record(frameX: Int, frameY: Int, tiles planned: [PlannedTile], markers records: [MarkerRecord], sprites: [Sprite]) {
        self.frameX = frameX; self.frameY = frameY
        tiles.removeAll(keepingCapacity: true)
        tiles.append(contentsOf: planned)
        tileIndex.removeAll(keepingCapacity: true)
        for (i, t) in tiles.enumerated() where tileIndex[t.id] == nil { tileIndex[t.id] = i }
        markers.removeAll(keepingCapacity: true)
        markers.append(contentsOf: records)
        markerSprites.removeAll(keepingCapacity: true)
        markerSprites.append(contentsOf: sprites)
    }

    /// The tile the layer drew with `id`, if any.
    func tile(_ id: TileID) -> PlannedTile? { tileIndex[id].map { tiles[$0] } }

    /// Calls `changed` with the rectangle (x, y, width, height, device pixels from the origin) of every marker drawn in
    /// only one of the last frame and this one (`records` from the origin, `sprites` in the same order).
    /// Both lists are in draw order, so one merge finds them; markers it cannot pair (equal heights in another order,
    /// the selected pin drawn last) are reported too, which only redraws a little more. O(n), no allocation.
    func forEachChangedMarker(_ records: [MarkerRecord], sprites: [Sprite], changed: (Int, Int, Int, Int) -> Void) {
        if records == markers { return }
        var i = 0, j = 0
        while i < markers.count || j < records.count {
            if j == records.count || (i < markers.count && markers[i].order < records[j].order) {
                changed(markers[i].x, markers[i].y, markerSprites[i].surface.width, markerSprites[i].surface.height)
                i += 1
            } else if i == markers.count || records[j].order < markers[i].order {
                changed(records[j].x, records[j].y, sprites[j].surface.width, sprites[j].surface.height)
                j += 1
            } else {
                if markers[i] != records[j] {
                    changed(markers[i].x, markers[i].y, markerSprites[i].surface.width, markerSprites[i].surface.height)
                    changed(records[j].x, records[j].y, sprites[j].surface.width, sprites[j].surface.height)
                }
                i += 1; j += 1
            }
        }
    }
}

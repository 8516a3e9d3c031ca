import Graphics
import MapCore

/// The frame's one label pass, after the tiles and before the markers: gathers the visible tiles' label candidates
/// in screen points, places them (or keeps the last placement while the viewport and the label set are unchanged),
/// and copies each placed label's cached image. Labels are never baked into tile rasters, so none is cut at a tile edge.
/// Not thread-safe, like the renderer that owns it; its arrays keep their storage between frames.
final class LabelPass {
    let options: LabelOptions
    let painter: LabelPainter
    private var placer: LabelPlacer
    /// What the last frame drew, and each one's image (nil only if it could not be rasterised).
    private(set) var placed: [PlacedLabel] = []
    private var images: [LabelImage?] = []
    /// This frame's tiles with labels, and those the placement was made from (swapped, so both keep their storage).
    private var tiles: [LabelTile] = []
    private var placedTiles: [LabelTile] = []
    private var placedViewport: Viewport?
    /// How many times labels were placed rather than reused (tests and benches read it).
    private(set) var placements = 0

    init(options: LabelOptions) {
        self.options = options
        painter = LabelPainter(options: options)
        placer = LabelPlacer(options: options)
    }

    /// Draws the labels of `visible` (the tiles this frame drew, with their screen rectangles).
    func draw(visible: [VisibleTile], viewport vp: Viewport, style: MapStyle, tiles provider: any TileProvider, on canvas: Canvas) {
        tiles.removeAll(keepingCapacity: true)
        for t in visible {
            guard let labels = provider.labels(for: t.id, style: style, scaleFactor: vp.scaleFactor), !labels.candidates.isEmpty else { continue }
            // Candidates are in the tile's points, 256 across whatever size the tile is drawn at this zoom.
            tiles.append(LabelTile(labels: labels, origin: t.screenRect.origin, scale: t.screenRect.size.width / 256))
        }
        if tiles.isEmpty {
            clear()
            return
        }
        if placedViewport != vp || tiles != placedTiles {
            let painter = self.painter
            placer.place(tiles, in: vp.size, measure: { painter.measure($0, fontSize: $1) }, into: &placed)
            images.removeAll(keepingCapacity: true)
            for label in placed { images.append(painter.image(for: label, scale: vp.scaleFactor)) }
            swap(&tiles, &placedTiles)
            placedViewport = vp
            placements += 1
        }
        for i in placed.indices { images[i]?.draw(on: canvas, center: placed[i].center) }
    }

    /// Forgets the placement (nothing to label, or nothing drawn).
    func clear() {
        placed.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        placedTiles.removeAll(keepingCapacity: true)
        placedViewport = nil
    }
}

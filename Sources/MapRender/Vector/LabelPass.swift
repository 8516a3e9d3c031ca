import Graphics
import MapCore

/// The frame's one label pass, after the tiles and before the markers: gathers the visible tiles' label candidates
/// in screen points, places them (or keeps the last placement while the viewport and the label set are unchanged),
/// and copies each placed label's cached image. Labels are never baked into tile rasters, so none is cut at a tile edge.
/// Not thread-safe, like the renderer that owns it; its arrays keep their storage between frames.
/// Public so the libshumate map's label layer runs the same pass over its own tiles.
public final class LabelPass {
    public let options: LabelOptions
    let painter: LabelPainter
    private var placer: LabelPlacer
    /// What the last frame drew, and each one's image (nil only if it could not be rasterised).
    public private(set) var placed: [PlacedLabel] = []
    private var images: [LabelImage?] = []
    /// This frame's tiles with labels, and those the placement was made from (swapped, so both keep their storage).
    private var tiles: [LabelTile] = []
    private var placedTiles: [LabelTile] = []
    private var placedViewport: Viewport?
    /// How many times labels were placed rather than reused (tests and benches read it).
    public private(set) var placements = 0

    public init(options: LabelOptions) {
        self.options = options
        painter = LabelPainter(options: options)
        placer = LabelPlacer(options: options)
    }

    /// Draws the labels of `visible` (the tiles this frame drew, with their screen rectangles).
    public func draw(visible: [VisibleTile], viewport vp: Viewport, style: MapStyle, tiles provider: any TileProvider, on canvas: Canvas) {
        tiles.removeAll(keepingCapacity: true)
        for t in visible {
            guard let labels = provider.labels(for: t.id, style: style, scaleFactor: vp.scaleFactor), !labels.candidates.isEmpty,
                  let tile = Self.labelTile(labels, drawnAs: t) else { continue }
            // A stand-in (an ancestor's labels for each of its children still loading) is listed once per frame.
            if labels.tile != t.id, tiles.contains(where: { $0.labels.tile == labels.tile && $0.origin == tile.origin }) { continue }
            tiles.append(tile)
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

    /// Where `labels` land when the provider gives them for the visible tile `drawn`: candidates are in the points of
    /// `labels.tile`, 256 across whatever size that tile has on screen this frame. Usually the tile itself; an ancestor
    /// or a descendant (a stand-in while a tile loads) is placed by its offset from it. Nil for a tile that does not
    /// overlap the drawn one, or an absurd zoom gap.
    static func labelTile(_ labels: TileLabels, drawnAs drawn: VisibleTile) -> LabelTile? {
        let side = drawn.screenRect.size.width
        let id = labels.tile, t = drawn.id
        if id == t { return LabelTile(labels: labels, origin: drawn.screenRect.origin, scale: side / 256) }
        let dz = t.z - id.z
        guard abs(dz) <= 24, id.isValid else { return nil }
        // The labelled tile's side on screen, and its top-left from the drawn tile's, counted in drawn-tile sides.
        let idSide = dz >= 0 ? side * Double(1 << dz) : side / Double(1 << -dz)
        let dx = Double(id.x) * idSide - Double(t.x) * side, dy = Double(id.y) * idSide - Double(t.y) * side
        // Only a tile overlapping the drawn one: anything else is a provider's mistake, not a position.
        guard dx < side, dy < side, dx + idSide > 0, dy + idSide > 0 else { return nil }
        let origin = PixelPoint(x: drawn.screenRect.minX + dx, y: drawn.screenRect.minY + dy)
        return LabelTile(labels: labels, origin: origin, scale: idSide / 256)
    }

    /// Hands back label memory while the map is idle: the painter keeps only the images the last placement drew and
    /// the sizes of its tiles' candidates, so the next frame of the same view rasterises and measures nothing.
    public func releaseCaches() {
        painter.releaseCaches(keeping: placed, at: placedViewport?.scaleFactor,
                              measured: placedTiles.flatMap(\.labels.candidates))
    }

    /// Forgets the placement (nothing to label, or nothing drawn).
    public func clear() {
        placed.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        placedTiles.removeAll(keepingCapacity: true)
        placedViewport = nil
    }
}

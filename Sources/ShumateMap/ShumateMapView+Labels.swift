import Graphics
import GtkInterop
import MapCore
import MapRender

/// The vector map's names on the libshumate map: the Cairo widget's own label pass (same candidates from the tile
/// store, same placement, same painter) over the tiles libshumate shows, drawn in a layer above the tiles and
/// below the markers. It is redrawn on every viewport notification, so the names pan and zoom with the map.
extension ShumateMapView {
    func installLabels() {
        DrawingArea.setDrawFunction(tree.labelArea) { [weak self] canvas, width, height in
            self?.drawLabels(on: canvas, size: PixelSize(width: Double(width), height: Double(height)))
        }
    }

    /// The zoom of the tiles libshumate draws now: its map layer truncates its zoom level (our tile ids are its).
    var shownTileZoom: Int { max(0, Int(tree.zoomLevel)) }

    /// The viewport as the label layer sees it (its own size) and the tiles libshumate shows in it.
    func labelFrame(size: PixelSize) -> (viewport: Viewport, tiles: [VisibleTile]) {
        var vp = viewport
        vp.size = size
        return (vp, TileCover.tiles(for: vp, tileZoom: shownTileZoom))
    }

    func drawLabels(on canvas: Canvas, size: PixelSize) {
        if labels.options != renderer.options.labels { labels = LabelPass(options: renderer.options.labels) }
        let frame = labelFrame(size: size)
        guard !frame.tiles.isEmpty else { labels.clear(); return }
        readAgainWhatTheStoreLacks(frame.tiles, scaleFactor: frame.viewport.scaleFactor)
        labels.draw(visible: frame.tiles, viewport: frame.viewport, style: style, tiles: tiles, on: canvas)
        drawnLabelViewport = frame.viewport
        labelFrames += 1
    }

    /// libshumate draws some tiles without asking the store (its own cache, or requests the feed gave up when the view
    /// moved on), so the store may lack the names of tiles on screen: without this, going back to southern Finland at
    /// z7 after three other views left the "Offline" style with no names (ShumateMapViewLabelUITests). Asking for the
    /// pieces of a shown tile without names reads it (a tile in memory costs a lookup); one that arrives redraws the
    /// names. Only for styles whose names come from the store: an archive, or the offline map standing in.
    private func readAgainWhatTheStoreLacks(_ shown: [VisibleTile], scaleFactor: Double) {
        guard style.archivePath != nil || tiles.isOffline(style: style) else { return }
        for t in shown where tiles.labels(for: t.id, style: style, scaleFactor: scaleFactor) == nil {
            _ = tiles.pieces(for: t.id, style: style, scaleFactor: scaleFactor)
        }
    }

    /// The labels the last frame of the label layer drew (tests compare them with the Cairo renderer's).
    public var lastPlacedLabels: [PlacedLabel] { labels.placed }

    /// Hands back label images and text layouts the last frame did not use (the app calls it when the map is idle).
    public func releaseCaches() {
        labels.releaseCaches()
        renderer.releaseCaches()
    }
}

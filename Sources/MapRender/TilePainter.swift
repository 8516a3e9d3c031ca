import Foundation
import Graphics
import MapCore

/// Draws the basemap: tiles at the nearest integer zoom scaled to the view, fallbacks, and placeholders.
/// Tile edges are snapped to device pixels from the tile's column and row, so neighbours share an edge exactly (no seams).
struct TilePainter {
    let options: RenderOptions
    /// How scaled tiles are resampled: bilinear at rest, nearest in the in-between frames of a zoom.
    var filter = ImageFilter.bilinear

    init(options: RenderOptions, motion: SceneMotion = .atRest) {
        self.options = options
        filter = motion == .zooming ? .nearest : .bilinear
    }

    /// Works out every visible tile's rectangle and pieces without drawing (`planned` is emptied first, keeping its storage),
    /// fills `wanted` with their ids and `visible` with the tiles and where they lie (for the label pass).
    /// Returns what the tiles draw from.
    func plan(_ scene: MapScene, tiles: any TileProvider, wanted: inout Set<TileID>, visible: inout [VisibleTile],
              into planned: inout [PlannedTile]) -> TileFrameSources {
        let vp = scene.viewport, style = scene.style
        let s = vp.scaleFactor
        let z = TileCover.tileZoom(for: vp.zoom, tileSize: style.tileSize, zoomRange: style.zoomRange)
        visible = TileCover.tiles(for: vp, tileZoom: z)
        planned.removeAll(keepingCapacity: true)
        let tilePoints = vp.worldSize / Double(1 << z)
        let topLeft = vp.worldPoint(forScreen: .zero)
        // One function for every edge: tile k's right edge and tile k+1's left edge are the same number.
        func edge(_ index: Int, _ origin: Double) -> Double { ((Double(index) * tilePoints - origin) * s).rounded() / s }
        var sources = TileFrameSources()
        for t in visible {
            wanted.insert(t.id)
            let col = Int(((t.screenRect.minX + topLeft.x) / tilePoints).rounded())
            let row = Int(((t.screenRect.minY + topLeft.y) / tilePoints).rounded())
            let x0 = edge(col, topLeft.x), x1 = edge(col + 1, topLeft.x)
            let y0 = edge(row, topLeft.y), y1 = edge(row + 1, topLeft.y)
            let pieces = tiles.pieces(for: t.id, style: style, scaleFactor: s)
            if pieces.isEmpty { sources.placeholders += 1 }
            for piece in pieces { sources.count(TileFrameSources.Origin([piece])) }
            planned.append(PlannedTile(id: t.id, rect: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), pieces: pieces))
        }
        return sources
    }

    /// True when `planned` paints every device pixel of a `width`×`height` view with opaque images, so the background
    /// need not be cleared under them first (one pass over every pixel fewer). Planned tiles never overlap.
    static func coversOpaquely(_ planned: [PlannedTile], width: Int, height: Int, scale s: Double) -> Bool {
        let whole = PixelRect(x: 0, y: 0, width: 1, height: 1)
        var area = 0
        for t in planned {
            guard t.pieces.count == 1, let piece = t.pieces.first, !piece.isFallback, piece.image.isOpaque, piece.destination == whole
            else { return false }
            let d = t.deviceRect(scale: s)
            let w = min(d.x1, width) - max(d.x0, 0), h = min(d.y1, height) - max(d.y0, 0)
            if w > 0, h > 0 { area += w * h }
        }
        return area == width * height
    }

    /// Draws one planned tile: its placeholder when needed, then its pieces.
    func draw(_ tile: PlannedTile, scale s: Double, on canvas: Canvas) {
        let rect = tile.rect, x0 = rect.minX, y0 = rect.minY
        // Fallback pieces may cover only part of the tile: the placeholder shows through the rest.
        if tile.needsPlaceholder { drawPlaceholder(rect, scale: s, on: canvas) }
        for piece in tile.pieces {
            let d = piece.destination
            func snap(_ v: Double) -> Double { (v * s).rounded() / s }
            let px0 = snap(x0 + d.minX * rect.size.width), px1 = snap(x0 + d.maxX * rect.size.width)
            let py0 = snap(y0 + d.minY * rect.size.height), py1 = snap(y0 + d.maxY * rect.size.height)
            guard px1 > px0, py1 > py0 else { continue }
            // Bilinear: tiles are drawn at ½…2× (nearest level), where cairo's "good" box filter costs 20× more
            // (zoom x.50–x.58 shrinks tiles to 0.71–0.75) for no visible gain. Nearest while a zoom moves (`filter`).
            canvas.draw(piece.image, source: piece.source, in: PixelRect(x: px0, y: py0, width: px1 - px0, height: py1 - py0), filter: filter)
        }
    }

    /// A quiet grid in the background colour, fixed to the tile so it moves with the map.
    func drawPlaceholder(_ rect: PixelRect, scale s: Double, on canvas: Canvas) {
        canvas.setColor(options.background)
        canvas.rectangle(rect)
        canvas.fill()
        let b = options.background
        canvas.setColor(RGBColor(red: b.red * 0.95, green: b.green * 0.95, blue: b.blue * 0.95))
        let line = 1 / s
        // Whole cells per tile, so the grid lines up across neighbouring placeholders.
        let cells = max(1, (rect.size.width / max(4, options.placeholderCell)).rounded())
        let cell = rect.size.width / cells
        let n = Int(cells)
        for i in 0..<n {
            let x = ((rect.minX + Double(i) * cell) * s).rounded() / s
            canvas.rectangle(PixelRect(x: x, y: rect.minY, width: line, height: rect.size.height))
            let y = ((rect.minY + Double(i) * rect.size.height / cells) * s).rounded() / s
            canvas.rectangle(PixelRect(x: rect.minX, y: y, width: rect.size.width, height: line))
        }
        canvas.fill()
    }
}

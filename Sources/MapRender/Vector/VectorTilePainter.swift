import Foundation
import Graphics
import MapCore
import VectorTiles

/// Draws decoded vector tiles with a `VectorStyle`: background, fill and line layers in style order, on any `Canvas`,
/// and lists the tile's labels (symbol layers) for the frame's placement pass. Labels are never drawn here.
///
/// A tile is drawn at the zoom of the tile drawn. Above an archive's maxzoom, pass the ancestor that holds the data as
/// `dataTile`: its sub-square is drawn scaled, so vectors are scaled, never pixels. Stateless, so one painter serves
/// any number of threads.
public struct VectorTilePainter: Sendable {
    /// A tile's raster and its labels, cached together.
    public struct Rendered: Sendable {
        public var surface: Surface
        public var labels: TileLabels
    }

    /// A tile's side in points (labels and geometry use 0…tileSize).
    public static let tileSize = 256.0
    /// How far past the drawn square (in points) line labels still follow their lines, so a label can run on
    /// across a tile edge.
    static let clipMargin = 32.0
    public let style: VectorStyle
    /// Each symbol layer's rank among symbol layers (the last in the style is 0: it is placed first, as in MapLibre).
    let symbolRanks: [Int?]

    public init(style: VectorStyle) {
        self.style = style
        let symbolIndices = style.layers.indices.filter { if case .symbol = style.layers[$0].kind { return true } else { return false } }
        var ranks = [Int?](repeating: nil, count: style.layers.count)
        for (k, i) in symbolIndices.enumerated() { ranks[i] = symbolIndices.count - 1 - k }
        symbolRanks = ranks
    }

    /// Rasterises `drawnTile` at `scaleFactor` pixels per point (2 on HiDPI) and extracts its labels.
    /// `dataTile` is `drawnTile` itself or an ancestor whose data `tile` is.
    public func render(_ tile: VectorTile, dataTile: TileID, drawnTile: TileID, scaleFactor: Double = 1) throws(ImageError) -> Rendered {
        try render(prepare(tile, zoom: drawnTile.z, overzoomed: drawnTile != dataTile), dataTile: dataTile, drawnTile: drawnTile, scaleFactor: scaleFactor)
    }

    /// Works out once what drawing `tile` at `zoom` needs, for every drawn tile that shares it. `overzoomed`:
    /// the tiles drawn from it are smaller squares of it (keeps every feature's bounds to cull by).
    public func prepare(_ tile: VectorTile, zoom: Int, overzoomed: Bool = false) -> PreparedVectorTile {
        PreparedVectorTile(tile: tile, zoom: zoom, style: style, overzoomed: overzoomed)
    }

    /// `render` for a tile already prepared (at `drawnTile`'s zoom; prepared again otherwise).
    public func render(_ prepared: PreparedVectorTile, dataTile: TileID, drawnTile: TileID, scaleFactor: Double = 1) throws(ImageError) -> Rendered {
        let prepared = prepared.zoom == drawnTile.z ? prepared : prepare(prepared.tile, zoom: drawnTile.z, overzoomed: drawnTile != dataTile)
        let pixels = max(1, Int((Self.tileSize * scaleFactor).rounded()))
        // An opaque background overwrites every pixel, so a pooled buffer needs no clearing first (a tenth of a
        // z9 tile's cost went to that memset).
        let surface = try Surface(width: pixels, height: pixels, cleared: !coversOpaquely(atZoom: Double(drawnTile.z)))
        let canvas = Canvas(surface: surface)
        canvas.scale(Double(pixels) / Self.tileSize, Double(pixels) / Self.tileSize)
        draw(prepared, dataTile: dataTile, drawnTile: drawnTile, on: canvas)
        return Rendered(surface: surface, labels: labels(for: prepared, dataTile: dataTile, drawnTile: drawnTile))
    }

    /// True when the first layer drawn at `zoom` is a background of full opacity (it covers the whole square).
    func coversOpaquely(atZoom zoom: Double) -> Bool {
        guard let first = style.layers.first(where: { $0.isVisible(atZoom: zoom) }), case .background(let b) = first.kind else { return false }
        return b.color.value(zoom: zoom).alpha * b.opacity.value(zoom: zoom) >= 1
    }

    /// Draws the background, fill and line layers into the square 0…256 of `canvas`'s user space (clipped to it).
    public func draw(_ tile: VectorTile, dataTile: TileID, drawnTile: TileID, on canvas: Canvas) {
        draw(prepare(tile, zoom: drawnTile.z, overzoomed: drawnTile != dataTile), dataTile: dataTile, drawnTile: drawnTile, on: canvas)
    }

    func draw(_ prepared: PreparedVectorTile, dataTile: TileID, drawnTile: TileID, on canvas: Canvas) {
        let zoom = Double(drawnTile.z)
        canvas.save()
        canvas.clip(to: PixelRect(x: 0, y: 0, width: Self.tileSize, height: Self.tileSize))
        let hairline = 1 / max(canvas.deviceScale, 1e-6)
        // Arcs of round joins and caps within 0.3 pixels of true (Cairo's default 0.1 costs more, shows no better).
        canvas.setTolerance(0.3)
        for (index, layer) in style.layers.enumerated() where layer.isVisible(atZoom: zoom) {
            switch layer.kind {
            case .background(let b):
                let color = b.color.value(zoom: zoom)
                let alpha = color.alpha * b.opacity.value(zoom: zoom)
                guard alpha > 0 else { continue }
                canvas.setColor(color.rgb, alpha: min(1, alpha))
                canvas.rectangle(PixelRect(x: 0, y: 0, width: Self.tileSize, height: Self.tileSize))
                canvas.fill()
            case .fill, .line:
                guard let chosen = prepared.selections[index],
                      let t = Transform(layer: prepared.tile.layers[chosen.layer], dataTile: dataTile, drawnTile: drawnTile) else { continue }
                if case .fill(let f) = layer.kind {
                    drawFill(f, prepared: prepared, chosen: chosen, transform: t, zoom: zoom, hairline: hairline, on: canvas)
                } else if case .line(let l) = layer.kind {
                    drawLine(l, prepared: prepared, chosen: chosen, transform: t, zoom: zoom, hairline: hairline, on: canvas)
                }
            case .symbol:
                continue
            }
        }
        canvas.restore()
    }

    /// Fills the `chosen` features (the layer's filter passed), skipping those wholly outside the square.
    private func drawFill(_ f: StyleFill, prepared: PreparedVectorTile, chosen: PreparedVectorTile.Selection, transform t: Transform,
                          zoom: Double, hairline: Double, on canvas: Canvas) {
        let source = prepared.tile.layers[chosen.layer]
        let constant = f.color.isFeatureConstant && f.opacity.isFeatureConstant && (f.outlineColor?.isFeatureConstant ?? true)
        // The fill and outline colours with opacity applied; nil when the feature draws nothing.
        func paints(_ feature: VectorFeature) -> (fill: StyleColor, outline: StyleColor?)? {
            let opacity = f.opacity.value(zoom: zoom, feature: feature)
            var c = f.color.value(zoom: zoom, feature: feature)
            c.alpha = min(1, c.alpha * opacity)
            var o = f.outlineColor?.value(zoom: zoom, feature: feature)
            if let a = o?.alpha { o?.alpha = min(1, a * opacity) }
            return c.alpha > 0 || (o?.alpha ?? 0) > 0 ? (c, o) : nil
        }
        func paint(_ p: (fill: StyleColor, outline: StyleColor?), evenOdd: Bool) {
            canvas.setColor(p.fill.rgb, alpha: p.fill.alpha)
            if evenOdd { canvas.setEvenOddFill() } else { canvas.setWindingFill() }
            guard let o = p.outline, o.alpha > 0 else { canvas.fill(); return }
            canvas.fillPreserve()
            canvas.setColor(o.rgb, alpha: o.alpha)
            canvas.setLineWidth(hairline)
            // A one-pixel outline needs no smoothing, and Cairo 1.16 strokes thousands of small rings ten
            // times faster without it (pinmap-bench vector-paint).
            canvas.setAntialias(.none)
            canvas.stroke()
            canvas.setAntialias(.fast)
        }
        // A new path holding one feature's rings.
        func addPath(_ g: VectorGeometry) {
            canvas.newPath()
            t.addPath(g, closed: true, minimumStep: hairline / 2, thinning: hairline * Self.thinningPixels, to: canvas)
        }
        // As for lines (see drawLine): Cairo's 4×4 samples, no difference to the eye.
        canvas.setAntialias(.fast)
        defer { canvas.setAntialias(.standard) }
        guard constant else {
            // Colours differ per feature: one fill each, even-odd so holes stay holes.
            for i in chosen.features where prepared.mightShow(i, layer: chosen.layer, through: t, margin: 0) {
                let feature = source.features[Int(i)]
                guard let p = paints(feature) else { continue }
                addPath(feature.geometry)
                paint(p, evenOdd: true)
            }
            canvas.setWindingFill()
            return
        }
        guard let p = paints(StyleExpression.noFeature) else { return }
        // One colour: every single-ring feature goes into one path, wound the same way, filled once (a fill per
        // small building costs more than the building); features with several rings are filled even-odd alone.
        var withHoles: [Int] = []
        canvas.newPath()
        for i in chosen.features where prepared.mightShow(i, layer: chosen.layer, through: t, margin: 0) {
            let g = source.features[Int(i)].geometry
            guard g.partStarts.count == 1 else { withHoles.append(Int(i)); continue }
            t.addRing(g, thinning: hairline * Self.thinningPixels, to: canvas)
        }
        paint(p, evenOdd: false)
        for index in withHoles {
            addPath(source.features[index].geometry)
            paint(p, evenOdd: true)
        }
        canvas.setWindingFill()
    }

    /// Strokes the `chosen` features of `source`, as `drawFill` fills them.
    private func drawLine(_ l: StyleLine, prepared: PreparedVectorTile, chosen: PreparedVectorTile.Selection, transform t: Transform,
                          zoom: Double, hairline: Double, on canvas: Canvas) {
        let source = prepared.tile.layers[chosen.layer]
        let batched = l.color.isFeatureConstant && l.opacity.isFeatureConstant && l.width.isFeatureConstant
        canvas.setLineCap(Self.cap(l.cap))
        canvas.setLineJoin(Self.join(l.join))
        // The stroke's width, or nil when the feature draws nothing (transparent or zero width).
        func setStroke(_ feature: VectorFeature) -> Double? {
            let c = l.color.value(zoom: zoom, feature: feature)
            let alpha = min(1, c.alpha * l.opacity.value(zoom: zoom, feature: feature))
            // Wider than a tile is a style's mistake; capped so Cairo's stroker never spends seconds on it.
            let width = min(l.width.value(zoom: zoom, feature: feature), Self.tileSize)
            guard alpha > 0, width > 0 else { return nil }
            canvas.setColor(c.rgb, alpha: alpha)
            canvas.setLineWidth(width)
            if let dashes = l.dashArray { canvas.setDash(dashes.map { $0 * width }) }
            return width
        }
        var width = 0.0
        if batched { guard let w = setStroke(StyleExpression.noFeature) else { return }; width = w }
        // Cairo's 4×4 samples per pixel instead of 256×15 (CAIRO_ANTIALIAS_FAST): its scan converter was half a
        // tile's cost, and edges come out the same to the eye (over the bench's 94 tiles at 1× and 2×, 0.025 % of
        // pixels move by more than 10 %, lone pixels of dashes; pinmap-bench vector-paint --scene … --dump).
        canvas.setAntialias(.fast)
        canvas.newPath()
        var margin = Self.reach(of: l, width: width)
        for i in chosen.features {
            // A miss by the bounds costs four comparisons; a feature's own paint is evaluated only past them.
            guard !batched || prepared.mightShow(i, layer: chosen.layer, through: t, margin: margin) else { continue }
            let feature = source.features[Int(i)]
            if !batched {
                guard let w = setStroke(feature) else { continue }
                margin = Self.reach(of: l, width: w)
                guard prepared.mightShow(i, layer: chosen.layer, through: t, margin: margin) else { continue }
            }
            if feature.type == .lineString && l.dashArray == nil {
                t.addLine(feature.geometry, minimumStep: hairline / 2, thinning: hairline * Self.thinningPixels, margin: margin, to: canvas)
            } else {
                t.addPath(feature.geometry, closed: feature.type == .polygon, minimumStep: hairline / 2, thinning: hairline * Self.thinningPixels, to: canvas)
            }
            if !batched { canvas.stroke() }
        }
        if batched { canvas.stroke() }
        canvas.setDash([])
        canvas.setAntialias(.standard)
    }

    /// How far (in points) a stroke of `width` can paint from its line: half the width, a miter join's spike (Cairo's
    /// miter limit is 10), a square cap's corner, plus a point for antialiasing.
    static func reach(of l: StyleLine, width: Double) -> Double {
        let half = width / 2
        switch (l.join, l.cap) {
        case (.miter, _): return half * 10 + 1
        case (_, .square): return half * 2.0.squareRoot() + 1
        default: return half + 1
        }
    }

    /// How far (in device pixels) a point may lie from the straight segment its kept neighbours draw and still be
    /// left out before Cairo strokes or fills (a quarter pixel: edges move by at most that, under Cairo's own 0.3
    /// tolerance for arcs; the cost of its stroker and scan converter follows the segments it is given).
    static let thinningPixels = 0.25

    static func cap(_ c: StyleLine.Cap) -> LineCap {
        switch c { case .butt: return .butt; case .round: return .round; case .square: return .square }
    }

    static func join(_ j: StyleLine.Join) -> LineJoin {
        switch j { case .miter: return .miter; case .round: return .round; case .bevel: return .bevel }
    }
}

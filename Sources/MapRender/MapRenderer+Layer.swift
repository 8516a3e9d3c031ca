import Graphics
import MapCore

extension MapRenderer {
    /// Past this share of the view needing a redraw, the layer is drawn whole instead (no clipping to many cells).
    static let maxDirtyShare = 0.5

    /// The cached layer's key for this frame, or nil when the frame cannot use one: the world is narrower than the
    /// view (markers repeat on every copy), or the view is too large for an image.
    func layerKey(for scene: MapScene, tiles: any TileProvider) -> LayerCache.Key? {
        let vp = scene.viewport, s = vp.scaleFactor
        guard vp.worldSize > vp.size.width + 200 else { return nil }
        let w = Int((vp.size.width * s).rounded(.up)), h = Int((vp.size.height * s).rounded(.up))
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        // Labels go between the tiles and the markers, so with labels on screen the layer holds only the tiles.
        let labelled = visibleTiles.contains { t in
            !(tiles.labels(for: t.id, style: scene.style, scaleFactor: s)?.candidates.isEmpty ?? true)
        }
        // Shapes go there too, so the layer holds only the tiles while any is in view.
        return LayerCache.Key(zoom: vp.zoom, scale: s, width: w, height: h, style: scene.style,
                              holdsMarkers: !labelled && shapePainter.drawn.isEmpty)
    }

    /// `vp` moved by less than half a device pixel so that it lies a whole number of device pixels from the cached
    /// layer's last frame (a fling or a fractional drag), or `vp` itself when no layer of the same view is near.
    func snappedToLayer(_ vp: Viewport, style: MapStyle) -> Viewport {
        guard let key = layer.key, key.zoom == vp.zoom, key.scale == vp.scaleFactor, key.style == style else { return vp }
        let s = vp.scaleFactor
        let tl = vp.worldPoint(forScreen: .zero)
        let fx = tl.x * s - layer.originX, fy = tl.y * s - layer.originY
        let rx = fx - fx.rounded(), ry = fy - fy.rounded()
        guard rx != 0 || ry != 0, abs(fx - Double(layer.frameX)) < Double(key.width), abs(fy - Double(layer.frameY)) < Double(key.height) else {
            return vp
        }
        var snapped = vp
        snapped.pan(by: PixelPoint(x: rx / s, y: ry / s))
        return snapped
    }

    /// Draws the tiles (and markers, when the key holds them) through the cached layer: what changed since the last
    /// frame is drawn into it (or all of it, when too much changed), then it is copied to the canvas.
    /// False when no layer image could be made (the caller then draws directly).
    func drawWithLayer(_ scene: MapScene, key: LayerCache.Key, on canvas: Canvas) -> Bool {
        let s = key.scale, w = key.width, h = key.height
        let tl = scene.viewport.worldPoint(forScreen: .zero)
        let originX = tl.x * s, originY = tl.y * s
        var rebuild = layer.key != key
        var frameX = 0, frameY = 0
        if !rebuild {
            let fx = originX - layer.originX, fy = originY - layer.originY
            rebuild = abs(fx - fx.rounded()) > 0.01 || abs(fy - fy.rounded()) > 0.01 || abs(fx) > 1e9 || abs(fy) > 1e9
            if !rebuild {
                frameX = Int(fx.rounded()); frameY = Int(fy.rounded())
                rebuild = abs(frameX - layer.frameX) >= w || abs(frameY - layer.frameY) >= h
            }
        }
        if !rebuild {
            recordFrameMarkers(offsetX: frameX, offsetY: frameY, holding: key.holdsMarkers)
            markChanges(key: key, frameX: frameX, frameY: frameY)
            rebuild = dirty.fraction > Self.maxDirtyShare
        }
        if rebuild {
            frameX = 0; frameY = 0
            recordFrameMarkers(offsetX: 0, offsetY: 0, holding: key.holdsMarkers)
            guard rebuildLayer(key: key, originX: originX, originY: originY) else { return false }
        } else {
            if !dirty.isClean, let lc = layer.canvas { drawChanges(on: lc, key: key, frameX: frameX, frameY: frameY) }
            layer.recordReuse(frameX: frameX, frameY: frameY, tiles: plannedTiles, markers: frameRecords, sprites: frameSprites)
        }
        guard let pattern = layer.pattern else { return false }
        // The image wraps: frame pixel (x, y) is image pixel ((x + mx) mod w, (y + my) mod h), so four copies fill the view.
        let mx = ((frameX % w) + w) % w, my = ((frameY % h) + h) % h
        for (ox, oy) in [(-mx, -my), (w - mx, -my), (-mx, h - my), (w - mx, h - my)] where ox < w && oy < h {
            canvas.blit(pattern, at: PixelPoint(x: Double(ox) / s, y: Double(oy) / s), pixelsPerUnit: s)
        }
        return true
    }

    /// Draws the marked cells into the wrapping image: cleared, then this frame's tiles and markers that touch them,
    /// in each of the (up to four) parts of the view that land on different sides of the image's wrap.
    private func drawChanges(on lc: Canvas, key: LayerCache.Key, frameX: Int, frameY: Int) {
        let s = key.scale, w = key.width, h = key.height
        let mx = ((frameX % w) + w) % w, my = ((frameY % h) + h) % h
        let painter = TilePainter(options: options)
        // Locals, not properties, in the loops over every marker: no exclusive-access check per element.
        let markers = order, sprites = orderSprites, origins = orderOrigins, grid = dirty
        var touching: [Int] = []
        swap(&touching, &touchingMarkers)
        touching.removeAll(keepingCapacity: true)
        if key.holdsMarkers {
            for i in markers.indices {
                guard let sprite = sprites[i] else { continue }
                let o = origins[i]
                if grid.touches(x0: o.x, y0: o.y, x1: o.x + sprite.surface.width, y1: o.y + sprite.surface.height) { touching.append(i) }
            }
        }
        defer { swap(&touching, &touchingMarkers) }
        // Each part: the frame's device-pixel band, and where it lands in the image (frame pixel + shift).
        for (x0, x1, sx) in [(0, w - mx, mx), (w - mx, w, mx - w)] where x1 > x0 {
            for (y0, y1, sy) in [(0, h - my, my), (h - my, h, my - h)] where y1 > y0 {
                guard dirty.touches(x0: x0, y0: y0, x1: x1, y1: y1) else { continue }
                lc.save()
                lc.translate(Double(sx) / s, Double(sy) / s)
                lc.newPath()
                dirty.forEachRectangle { x, y, rw, rh in
                    let cx0 = max(x, x0), cx1 = min(x + rw, x1), cy0 = max(y, y0), cy1 = min(y + rh, y1)
                    if cx1 > cx0, cy1 > cy0 {
                        lc.rectangle(PixelRect(x: Double(cx0) / s, y: Double(cy0) / s, width: Double(cx1 - cx0) / s, height: Double(cy1 - cy0) / s))
                    }
                }
                lc.clip()
                lc.clear(options.background)
                for t in plannedTiles {
                    let d = t.deviceRect(scale: s)
                    if dirty.touches(x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1) { painter.draw(t, scale: s, on: lc) }
                }
                for i in touching { sprites[i]?.draw(on: lc, at: markers[i].anchor) }
                lc.restore()
            }
        }
    }

    /// Marks the cells of this frame (at `frameX`, `frameY` from the origin) that differ from the last frame: the
    /// strips the move uncovered, tiles drawn from other pieces, and markers only one of them has.
    private func markChanges(key: LayerCache.Key, frameX: Int, frameY: Int) {
        let w = key.width, h = key.height, s = key.scale
        let dx = frameX - layer.frameX, dy = frameY - layer.frameY
        dirty.reset(width: w, height: h)
        if dx > 0 { dirty.mark(x0: w - dx, y0: 0, x1: w, y1: h) } else if dx < 0 { dirty.mark(x0: 0, y0: 0, x1: -dx, y1: h) }
        if dy > 0 { dirty.mark(x0: 0, y0: h - dy, x1: w, y1: h) } else if dy < 0 { dirty.mark(x0: 0, y0: 0, x1: w, y1: -dy) }
        let moved = PixelPoint(x: -Double(dx) / s, y: -Double(dy) / s)
        for t in plannedTiles {
            if let old = layer.tile(t.id), t.drawsSame(as: old, movedBy: moved) { continue }
            let d = t.deviceRect(scale: s)
            dirty.mark(x0: d.x0, y0: d.y0, x1: d.x1, y1: d.y1)
        }
        guard key.holdsMarkers else { return }
        layer.forEachChangedMarker(frameRecords, sprites: frameSprites) { x, y, mw, mh in
            dirty.mark(x0: x - frameX, y0: y - frameY, x1: x - frameX + mw, y1: y - frameY + mh)
        }
    }

    /// This frame's drawn markers in layer device pixels (frame pixels moved by the offset), for comparison and records.
    private func recordFrameMarkers(offsetX: Int, offsetY: Int, holding: Bool) {
        var records: [LayerCache.MarkerRecord] = [], kept: [Sprite] = []
        swap(&records, &frameRecords); swap(&kept, &frameSprites)
        defer { swap(&records, &frameRecords); swap(&kept, &frameSprites) }
        records.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
        guard holding else { return }
        let s = spriteScale
        let markers = order, sprites = orderSprites, origins = orderOrigins
        for i in markers.indices {
            guard let sprite = sprites[i] else { continue }
            let o = origins[i]
            let height = (markers[i].anchor.y * s + Double(offsetY)) * 1024
            let rank = height.isFinite ? Int(max(-1e15, min(1e15, height.rounded()))) : 0
            records.append(LayerCache.MarkerRecord(sprite: ObjectIdentifier(sprite), x: o.x + offsetX, y: o.y + offsetY, order: rank))
            kept.append(sprite)
        }
    }

    /// Draws the whole layer for this frame (its pixel (0, 0) at the frame's top-left) and records it; false when no
    /// image could be made.
    private func rebuildLayer(key: LayerCache.Key, originX: Double, originY: Double) -> Bool {
        guard let lc = layer.canvasForRebuild(key) else { return false }
        if !TilePainter.coversOpaquely(plannedTiles, width: key.width, height: key.height, scale: key.scale) { lc.clear(options.background) }
        let painter = TilePainter(options: options)
        for t in plannedTiles { painter.draw(t, scale: key.scale, on: lc) }
        if key.holdsMarkers { drawPlannedMarkers(on: lc) }
        layer.recordRebuild(key: key, originX: originX, originY: originY, tiles: plannedTiles, markers: frameRecords, sprites: frameSprites)
        return true
    }
}

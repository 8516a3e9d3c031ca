import Graphics
import MapCore

/// Draws a scene's lines and areas (already queried and simplified) between the tiles and the labels, and keeps
/// where it drew each copy for hit-testing. Areas first (fill, then outline), then lines (halo, then line), each
/// in scene order. Coordinates far off screen are clipped before they reach Cairo (its fixed-point range ends near
/// ±8 million), so a street-zoom view of a continent-sized polygon draws right. Scratch buffers are kept between
/// frames. Not thread-safe, like the renderer that owns it.
final class ShapePainter {
    /// Clipping only happens past this many points from the view (Cairo is exact well inside its range).
    static let safeReach = 1_000_000.0
    /// The clip rectangle's margin around the view: an outline along it stays out of sight.
    static let clipMargin = 64.0

    private(set) var drawn: [DrawnShape] = []
    private(set) var shapes: [ShapeInView] = []
    private var ring: [PixelPoint] = []
    private var clipped: [PixelPoint] = []

    func clear() { drawn.removeAll(keepingCapacity: true); shapes.removeAll(keepingCapacity: true) }

    /// Plans this frame's copies of every shape that reaches the view (several when the world is narrower than it).
    func plan(_ scene: MapScene) {
        clear()
        shapes = scene.shapes
        let vp = scene.viewport, ws = vp.worldSize
        let tl = vp.worldPoint(forScreen: .zero)
        let reach = 12.0
        for (i, s) in scene.shapes.enumerated() {
            let lo = ((-reach - s.maxX * ws + tl.x) / ws).rounded(.up), hi = ((vp.size.width + reach - s.minX * ws + tl.x) / ws).rounded(.down)
            guard lo <= hi, lo.isFinite, hi.isFinite,
                  s.maxY * ws - tl.y >= -reach, s.minY * ws - tl.y <= vp.size.height + reach else { continue }
            for k in Int(lo)...Int(min(hi, lo + 8)) {
                drawn.append(DrawnShape(shape: i, scale: ws, offsetX: Double(k) * ws - tl.x, offsetY: -tl.y))
            }
        }
    }

    /// Draws the planned copies. `selected`: the id of the shape to highlight.
    func draw(on canvas: Canvas, view: PixelSize, selected: PlaceShape.ID?, categories: [PlaceCategory.ID: PlaceCategory],
              palette: MapPalette, style: ShapeStyle) {
        guard !drawn.isEmpty else { return }
        canvas.save()
        canvas.setRoundJoins()
        canvas.setLineCap(.round)
        canvas.setEvenOddFill()
        let clip = PixelRect(x: -Self.clipMargin, y: -Self.clipMargin, width: view.width + 2 * Self.clipMargin,
                             height: view.height + 2 * Self.clipMargin)
        for d in drawn where !shapes[d.shape].polygons.isEmpty {
            let s = shapes[d.shape], isSelected = s.shape.id == selected
            let colour = s.shape.color ?? categories[s.shape.categoryID]?.color ?? PlaceCategory.other.color
            let needsClip = Self.needsClip(s, d)
            for polygon in s.polygons {
                canvas.newPath()
                for r in polygon { addRing(r, d, clip: needsClip ? clip : nil, on: canvas) }
                canvas.setColor(colour, alpha: isSelected ? style.selectedAreaFillAlpha : style.areaFillAlpha)
                canvas.fillPreserve()
                canvas.setColor(colour, alpha: 1)
                canvas.setLineWidth(isSelected ? style.selectedOutlineWidth : style.outlineWidth)
                canvas.stroke()
            }
        }
        for d in drawn where !shapes[d.shape].lines.isEmpty {
            let s = shapes[d.shape], isSelected = s.shape.id == selected
            let colour = s.shape.color ?? categories[s.shape.categoryID]?.color ?? PlaceCategory.other.color
            let width = isSelected ? style.selectedLineWidth : style.lineWidth
            canvas.newPath()
            let needsClip = Self.needsClip(s, d)
            for line in s.lines { addLine(line, d, clip: needsClip ? clip : nil, on: canvas) }
            canvas.setColor(palette.shapeHalo, alpha: palette.shapeHaloAlpha)
            canvas.setLineWidth(width + 2 * style.haloWidth)
            canvas.strokePreserve()
            canvas.setColor(colour, alpha: 1)
            canvas.setLineWidth(width)
            canvas.stroke()
        }
        canvas.restore()
    }

    /// True when the copy's box reaches past the range Cairo draws exactly.
    private static func needsClip(_ s: ShapeInView, _ d: DrawnShape) -> Bool {
        let a = d.screen(PixelPoint(x: s.minX, y: s.minY)), b = d.screen(PixelPoint(x: s.maxX, y: s.maxY))
        return min(a.x, a.y) < -safeReach || max(b.x, b.y) > safeReach
    }

    private func addLine(_ line: [PixelPoint], _ d: DrawnShape, clip: PixelRect?, on canvas: Canvas) {
        guard let first = line.first else { return }
        guard let clip else {
            canvas.move(to: d.screen(first))
            for p in line.dropFirst() { canvas.line(to: d.screen(p)) }
            return
        }
        var pen: PixelPoint?
        var a = d.screen(first)
        for p in line.dropFirst() {
            let b = d.screen(p)
            if let (c0, c1) = ShapeClipping.segment(a, b, to: clip) {
                if pen != c0 { canvas.move(to: c0) }
                canvas.line(to: c1)
                pen = c1
            }
            a = b
        }
    }

    private func addRing(_ points: [PixelPoint], _ d: DrawnShape, clip: PixelRect?, on canvas: Canvas) {
        guard points.count >= 3 else { return }
        ring.removeAll(keepingCapacity: true)
        for p in points { ring.append(d.screen(p)) }
        if let clip {
            ShapeClipping.polygon(ring, to: clip, into: &clipped)
            swap(&ring, &clipped)
        }
        guard let first = ring.first else { return }
        canvas.move(to: first)
        for p in ring.dropFirst() { canvas.line(to: p) }
        canvas.closePath()
    }
}

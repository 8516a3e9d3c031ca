import MapCore

extension MapRenderer {
    /// The topmost shape under `point` in the last frame: a line within reach of its stroke, then an area containing
    /// the point (its holes excluded) or near its outline. Lines are drawn over areas, so they are tried first.
    func shapeHit(at point: PixelPoint) -> MapHit? {
        let drawn = shapePainter.drawn, shapes = shapePainter.shapes, style = options.shapes
        let reach = style.lineWidth / 2 + style.haloWidth + style.hitReach
        for d in drawn.reversed() where !shapes[d.shape].lines.isEmpty {
            for line in shapes[d.shape].lines {
                for (a, b) in zip(line, line.dropFirst())
                where LineSimplifier.squaredDistance(point, d.screen(a), d.screen(b)) <= reach * reach {
                    return .shape(shapes[d.shape].shape, anchor: point)
                }
            }
        }
        let edge = style.outlineWidth / 2 + style.hitReach
        for d in drawn.reversed() {
            for polygon in shapes[d.shape].polygons {
                var inside = false
                for ring in polygon {
                    for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1)) {
                        let p = d.screen(a), q = d.screen(b)
                        if LineSimplifier.squaredDistance(point, p, q) <= edge * edge { return .shape(shapes[d.shape].shape, anchor: point) }
                        // Even-odd: every ring edge crossed to the right flips it, so a hole's inside is outside.
                        if (p.y > point.y) != (q.y > point.y), point.x < p.x + (point.y - p.y) / (q.y - p.y) * (q.x - p.x) { inside.toggle() }
                    }
                }
                if inside { return .shape(shapes[d.shape].shape, anchor: point) }
            }
        }
        return nil
    }
}

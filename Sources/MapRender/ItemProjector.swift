import MapCore

/// `Viewport.screenPoint(for:)` for every item of a frame, with the same arithmetic (so the same bits), but the
/// viewport's world size and centre worked out once per frame instead of per item, and each item's normalised Mercator
/// position kept between frames while its coordinate is unchanged (a pan only moves the centre). Reused between frames.
struct ItemProjector {
    private var coordinates: [Coordinate] = []
    private var normalized: [PixelPoint] = []
    private var worldSize = 0.0
    private var centre = PixelPoint.zero
    private var halfSize = PixelPoint.zero

    /// Takes this frame's viewport and item count (keeping what it knew of the items at the same positions).
    mutating func begin(_ vp: Viewport, count: Int) {
        worldSize = vp.worldSize
        centre = vp.centerWorld
        halfSize = PixelPoint(x: vp.size.width / 2, y: vp.size.height / 2)
        if coordinates.count > count {
            coordinates.removeLast(coordinates.count - count)
            normalized.removeLast(normalized.count - count)
        }
    }

    /// Item `index`'s screen point (the world copy nearest the centre), as `Viewport.screenPoint(for: coordinate)`.
    mutating func screenPoint(_ index: Int, _ coordinate: Coordinate) -> PixelPoint {
        if index == coordinates.count {
            coordinates.append(coordinate)
            normalized.append(Self.normalize(coordinate))
        } else if coordinates[index] != coordinate {
            coordinates[index] = coordinate
            normalized[index] = Self.normalize(coordinate)
        }
        let n = normalized[index], ws = worldSize
        var w = PixelPoint(x: n.x * ws, y: n.y * ws)
        if w.x - centre.x > ws / 2 { w.x -= ws } else if centre.x - w.x > ws / 2 { w.x += ws }
        return PixelPoint(x: w.x - centre.x + halfSize.x, y: w.y - centre.y + halfSize.y)
    }

    private static func normalize(_ c: Coordinate) -> PixelPoint {
        PixelPoint(x: WebMercator.normalizedX(longitude: c.longitude), y: WebMercator.normalizedY(latitude: c.latitude))
    }
}

import MapCore

/// A query rectangle in normalised Mercator (x east, y south, both 0…1), edges inclusive.
struct QueryBox: Equatable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// supercluster's bbox rules: longitudes wrapped into -180…180 (east 180 kept), latitudes clamped,
    /// a span of 360° or more is the whole world, west > east splits at the antimeridian.
    /// Non-finite edges fall back to the world's; south > north is swapped. At most two parts, never overlapping.
    static func normalizedParts(of b: GeoBounds) -> [QueryBox] {
        let w0 = b.west.isFinite ? b.west : -180, e0 = b.east.isFinite ? b.east : 180
        var s = b.south.isFinite ? b.south : -90, n = b.north.isFinite ? b.north : 90
        if s > n { swap(&s, &n) }
        s = max(-90, min(90, s)); n = max(-90, min(90, n))
        var west = wrap(w0)
        var east = e0 == 180 ? 180 : wrap(e0)
        if e0 - w0 >= 360 {
            west = -180; east = 180
        } else if west > east {
            return [box(west: west, south: s, east: 180, north: n), box(west: -180, south: s, east: east, north: n)]
        }
        return [box(west: west, south: s, east: east, north: n)]
    }

    private static func wrap(_ lon: Double) -> Double {
        ((lon + 180).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) - 180
    }

    private static func box(west: Double, south: Double, east: Double, north: Double) -> QueryBox {
        QueryBox(minX: NormalizedMercator.x(longitude: west), minY: NormalizedMercator.y(latitude: north),
                 maxX: NormalizedMercator.x(longitude: east), maxY: NormalizedMercator.y(latitude: south))
    }
}

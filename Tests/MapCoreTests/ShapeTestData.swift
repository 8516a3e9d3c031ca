import MapCore

/// Seeded shapes for the shape index and simplifier tests (SplitMix64: same numbers on every run).
struct ShapeRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// A random walk of `count` points from `start`, steps up to `step` degrees.
    mutating func walk(_ count: Int, from start: Coordinate, step: Double) -> [Coordinate] {
        var lat = start.latitude, lon = start.longitude
        var out: [Coordinate] = []
        for _ in 0..<count {
            out.append(Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
            lat = max(-80, min(80, lat + range(-step, step))); lon += range(-step, step)
        }
        return out
    }
}

enum ShapeFixtures {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(clampingLatitude: lat, wrappingLongitude: lon) }

    static func line(_ id: String, _ points: [Coordinate]) -> PlaceShape {
        PlaceShape(id: id, categoryID: "track", title: id, geometry: .lines([points]))
    }

    /// A box polygon, closed, with optional holes given as boxes too.
    static func box(_ id: String, south: Double, west: Double, north: Double, east: Double,
                    holes: [(Double, Double, Double, Double)] = []) -> PlaceShape {
        func ring(_ s: Double, _ w: Double, _ n: Double, _ e: Double) -> [Coordinate] {
            [c(s, w), c(s, e), c(n, e), c(n, w), c(s, w)]
        }
        let rings = [ring(south, west, north, east)] + holes.map { ring($0.0, $0.1, $0.2, $0.3) }
        return PlaceShape(id: id, categoryID: "park", title: id, geometry: .areas([rings]))
    }
}

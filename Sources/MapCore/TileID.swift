import Foundation

/// An XYZ ("slippy map") tile address: x east, y south, from the north-west corner.
public struct TileID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let z: Int
    public let x: Int
    public let y: Int

    public init(z: Int, x: Int, y: Int) { self.z = z; self.x = x; self.y = y }

    public var description: String { "\(z)/\(x)/\(y)" }

    /// Number of tiles along one side at this zoom.
    public var span: Int { 1 << z }

    public var isValid: Bool { z >= 0 && z <= 30 && x >= 0 && x < span && y >= 0 && y < span }

    /// The tile holding a coordinate (mercantile.tile semantics: edges belong to the east/south tile, clamped).
    public init(containing c: Coordinate, zoom: Int) {
        let n = Double(1 << zoom)
        // mercantile's nudge: a point within 1e-14 of a tile's west/north edge (a corner that went through
        // bounds and back) stays in that tile instead of falling to its neighbour by rounding.
        let epsilon = 1e-14
        let tx = Int(floor((WebMercator.normalizedX(longitude: c.longitude) + epsilon) * n))
        let ty = Int(floor((WebMercator.normalizedY(latitude: c.latitude) + epsilon) * n))
        self.init(z: zoom, x: min(max(tx, 0), (1 << zoom) - 1), y: min(max(ty, 0), (1 << zoom) - 1))
    }

    /// The tile's geographic box.
    public var bounds: GeoBounds {
        let n = Double(span)
        return GeoBounds(west: WebMercator.longitude(normalizedX: Double(x) / n),
                         south: WebMercator.latitude(normalizedY: Double(y + 1) / n),
                         east: WebMercator.longitude(normalizedX: Double(x + 1) / n),
                         north: WebMercator.latitude(normalizedY: Double(y) / n))
    }

    /// Bing-style quadkey; empty at zoom 0.
    public var quadkey: String {
        var s = ""
        s.reserveCapacity(z)
        for i in stride(from: z, to: 0, by: -1) {
            let mask = 1 << (i - 1)
            var digit = 0
            if x & mask != 0 { digit += 1 }
            if y & mask != 0 { digit += 2 }
            s.append(Character(String(digit)))
        }
        return s
    }

    public init?(quadkey: String) {
        var x = 0, y = 0
        let z = quadkey.count
        for (i, ch) in quadkey.enumerated() {
            let mask = 1 << (z - i - 1)
            switch ch {
            case "0": break
            case "1": x |= mask
            case "2": y |= mask
            case "3": x |= mask; y |= mask
            default: return nil
            }
        }
        self.init(z: z, x: x, y: y)
    }

    public var parent: TileID? { z > 0 ? TileID(z: z - 1, x: x >> 1, y: y >> 1) : nil }

    /// The ancestor `levels` zooms up, or nil above zoom 0.
    public func ancestor(levels: Int) -> TileID? {
        guard levels <= z, levels >= 0 else { return nil }
        return TileID(z: z - levels, x: x >> levels, y: y >> levels)
    }

    public var children: [TileID] {
        [TileID(z: z + 1, x: 2 * x, y: 2 * y), TileID(z: z + 1, x: 2 * x + 1, y: 2 * y),
         TileID(z: z + 1, x: 2 * x, y: 2 * y + 1), TileID(z: z + 1, x: 2 * x + 1, y: 2 * y + 1)]
    }

    /// TMS row numbering (y counted from the south), for `{-y}` templates.
    public var tmsY: Int { span - 1 - y }

    /// The same tile with x folded into the world (for views that wrap around the antimeridian).
    public func wrapped() -> TileID {
        let n = span
        return TileID(z: z, x: ((x % n) + n) % n, y: y)
    }
}

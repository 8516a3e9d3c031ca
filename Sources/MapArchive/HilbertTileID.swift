import MapCore

/// PMTiles' tile ids: every tile of the zooms below, then the tile's position on the zoom's Hilbert curve.
/// z0 is 0; z1 runs 1…4 as (0,0) (0,1) (1,1) (1,0); 12/3423/1763 is 19078479 (the spec's examples).
public enum HilbertTileID {
    /// The deepest zoom a `TileID` allows (ids then stay far below 2^64).
    public static let maxZoom = 30

    /// Tiles at all zooms below `z`: (4^z − 1) / 3.
    static func firstID(atZoom z: Int) -> UInt64 { ((1 << (2 * UInt64(z))) - 1) / 3 }

    /// The id of a valid tile; nil for a tile off the grid or deeper than `maxZoom`.
    public static func id(for tile: TileID) -> UInt64? {
        guard tile.isValid, tile.z <= maxZoom else { return nil }
        let n = UInt64(1) << UInt64(tile.z)
        var x = UInt64(tile.x), y = UInt64(tile.y)
        var d: UInt64 = 0
        var s = n >> 1
        while s > 0 {
            let rx: UInt64 = x & s != 0 ? 1 : 0
            let ry: UInt64 = y & s != 0 ? 1 : 0
            d += s * s * ((3 * rx) ^ ry)
            rotate(n: n, x: &x, y: &y, rx: rx, ry: ry)
            s >>= 1
        }
        return firstID(atZoom: tile.z) + d
    }

    /// The tile an id names; nil past `maxZoom`.
    public static func tile(for id: UInt64) -> TileID? {
        guard id < firstID(atZoom: maxZoom + 1) else { return nil }
        var z = 0
        while firstID(atZoom: z + 1) <= id { z += 1 }
        let n = UInt64(1) << UInt64(z)
        var t = id - firstID(atZoom: z)
        var x: UInt64 = 0, y: UInt64 = 0
        var s: UInt64 = 1
        while s < n {
            let rx = 1 & (t / 2)
            let ry = 1 & (t ^ rx)
            rotate(n: s, x: &x, y: &y, rx: rx, ry: ry)
            x += s * rx
            y += s * ry
            t /= 4
            s <<= 1
        }
        return TileID(z: z, x: Int(x), y: Int(y))
    }

    /// The curve's quadrant turn: flip, then swap, in the lower quadrants.
    private static func rotate(n: UInt64, x: inout UInt64, y: inout UInt64, rx: UInt64, ry: UInt64) {
        guard ry == 0 else { return }
        if rx == 1 {
            x = n - 1 - x
            y = n - 1 - y
        }
        swap(&x, &y)
    }
}

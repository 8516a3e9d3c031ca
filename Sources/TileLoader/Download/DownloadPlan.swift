import Foundation
import MapArchive
import MapCore

/// The tiles an area download fetches: every tile touching the box at each zoom of the range, in PMTiles id
/// order (so the written archive is clustered), counted before anything is fetched.
public struct DownloadPlan: Sendable {
    /// GNOME Maps' cap, and the issue's.
    public static let maxTiles = 100_000

    public let bounds: GeoBounds
    public let zooms: ClosedRange<Int>
    /// Sorted PMTiles tile ids.
    public let tileIDs: [UInt64]

    public var count: Int { tileIDs.count }

    /// The plan, or why not: a bad box or zoom range, or more than `maxTiles` tiles (with how to shrink it).
    public init(bounds: GeoBounds, zooms: ClosedRange<Int>) throws(DownloadError) {
        guard bounds.west < bounds.east, bounds.south < bounds.north, bounds.west >= -180, bounds.east <= 180,
              bounds.south >= -90, bounds.north <= 90 else {
            throw .badRequest("the area W,S,E,N must have W < E and S < N within ±180, ±90")
        }
        guard zooms.lowerBound >= 0, zooms.upperBound <= 22 else { throw .badRequest("zooms must lie within 0–22") }
        let total = zooms.reduce(0) { $0 + Self.tileRange(bounds, zoom: $1).count }
        guard total <= Self.maxTiles else {
            throw .tooManyTiles(count: total, hint: Self.hint(bounds: bounds, zooms: zooms))
        }
        var ids: [UInt64] = []
        ids.reserveCapacity(total)
        for z in zooms {
            let r = Self.tileRange(bounds, zoom: z)
            for x in r.xs { for y in r.ys { if let id = HilbertTileID.id(for: TileID(z: z, x: x, y: y)) { ids.append(id) } } }
        }
        ids.sort()
        self.bounds = bounds; self.zooms = zooms; tileIDs = ids
    }

    /// How many tiles the box has over `zooms`, without listing them (the window's dialog counts at every change).
    public static func count(bounds: GeoBounds, zooms: ClosedRange<Int>) -> Int {
        zooms.reduce(0) { $0 + tileRange(bounds, zoom: $1).count }
    }

    /// Tile columns and rows touching the box at zoom `z`.
    static func tileRange(_ b: GeoBounds, zoom z: Int) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>, count: Int) {
        let n = Double(1 << z)
        let last = (1 << z) - 1
        func clamp(_ v: Double) -> Int { min(last, max(0, Int(v.rounded(.down)))) }
        let x0 = clamp(WebMercator.normalizedX(longitude: b.west) * n)
        let x1 = clamp(WebMercator.normalizedX(longitude: b.east) * n - 1e-9)
        let y0 = clamp(WebMercator.normalizedY(latitude: b.north) * n)
        let y1 = clamp(WebMercator.normalizedY(latitude: b.south) * n - 1e-9)
        let xs = x0...max(x0, x1), ys = y0...max(y0, y1)
        return (xs, ys, xs.count * ys.count)
    }

    /// The deepest zoom that would fit under the cap for this box, for the refusal's advice.
    public static func hint(bounds: GeoBounds, zooms: ClosedRange<Int>) -> String {
        var deepest = zooms.lowerBound - 1
        for top in zooms {
            let total = (zooms.lowerBound...top).reduce(0) { $0 + tileRange(bounds, zoom: $1).count }
            if total > maxTiles { break }
            deepest = top
        }
        let zoomAdvice = deepest >= zooms.lowerBound ? "lower the highest zoom to \(deepest)" : "raise the lowest zoom"
        return "make the area smaller or \(zoomAdvice) (at most \(maxTiles) tiles)"
    }
}

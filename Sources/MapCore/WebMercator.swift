import Foundation

/// Spherical Web Mercator (EPSG:3857) between coordinates and world pixels.
/// The world at zoom z is `tileSize · 2^z` pixels square, origin top-left (north-west).
public enum WebMercator {
    /// The latitude where the projected world becomes square.
    public static let maxLatitude = 85.0511287798066

    public static func worldSize(zoom: Double, tileSize: Double = 256) -> Double { tileSize * exp2(zoom) }

    /// Normalised x in 0…1 (west to east) for a longitude.
    @inlinable public static func normalizedX(longitude: Double) -> Double { longitude / 360 + 0.5 }

    /// Normalised y in 0…1 (north to south) for a latitude clamped to ±maxLatitude.
    @inlinable public static func normalizedY(latitude: Double) -> Double {
        let lat = min(maxLatitude, max(-maxLatitude, latitude))
        let s = sin(lat * .pi / 180)
        return 0.5 - 0.25 * log((1 + s) / (1 - s)) / .pi
    }

    public static func longitude(normalizedX x: Double) -> Double { (x - 0.5) * 360 }
    public static func latitude(normalizedY y: Double) -> Double {
        let n = .pi - 2 * .pi * y
        return atan(sinh(n)) * 180 / .pi
    }

    /// World pixel of a coordinate at a fractional zoom.
    public static func project(_ c: Coordinate, zoom: Double, tileSize: Double = 256) -> PixelPoint {
        let w = worldSize(zoom: zoom, tileSize: tileSize)
        return PixelPoint(x: normalizedX(longitude: c.longitude) * w, y: normalizedY(latitude: c.latitude) * w)
    }

    /// Coordinate of a world pixel; x wraps around the world, y clamps to the map's edge.
    public static func unproject(_ p: PixelPoint, zoom: Double, tileSize: Double = 256) -> Coordinate {
        let w = worldSize(zoom: zoom, tileSize: tileSize)
        let y = min(1, max(0, p.y / w))
        return Coordinate(clampingLatitude: latitude(normalizedY: y), wrappingLongitude: longitude(normalizedX: p.x / w))
    }

    /// Spherical Mercator metres (EPSG:3857), as mercantile.xy gives them; latitude clamped to ±maxLatitude
    /// (mercantile does not clamp) so the poles stay finite.
    public static func metres(_ c: Coordinate) -> (x: Double, y: Double) {
        let r = 6_378_137.0
        let lat = min(maxLatitude, max(-maxLatitude, c.latitude))
        return (r * c.longitude * .pi / 180, r * log(tan(.pi / 4 + lat * .pi / 360)))
    }
}

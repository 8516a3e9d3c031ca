import Foundation

/// Web Mercator scaled so the world is the unit square, origin north-west (supercluster's `lngX`/`latY`).
enum NormalizedMercator {
    @inline(__always) static func x(longitude: Double) -> Double { longitude / 360 + 0.5 }

    /// Clamped to 0…1, so the poles land on the edges.
    @inline(__always) static func y(latitude: Double) -> Double {
        let s = sin(latitude * .pi / 180)
        let y = 0.5 - 0.25 * log((1 + s) / (1 - s)) / .pi
        return y < 0 ? 0 : (y > 1 ? 1 : y)
    }

    @inline(__always) static func longitude(x: Double) -> Double { (x - 0.5) * 360 }

    @inline(__always) static func latitude(y: Double) -> Double {
        let y2 = (180 - y * 360) * .pi / 180
        return 360 * atan(exp(y2)) / .pi - 90
    }
}

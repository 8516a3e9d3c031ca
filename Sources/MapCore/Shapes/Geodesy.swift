import Foundation

/// Lengths and areas on the Earth, for the popover. Lengths: Vincenty's inverse formula on the WGS 84 ellipsoid
/// (sub-millimetre per segment), with the great circle on the mean-radius sphere for the nearly antipodal pairs
/// where it does not converge (up to 0.5 % off there). Areas: latitudes taken to authalic latitudes (an equal-area
/// map of the ellipsoid onto the sphere of its authalic radius), then the exact spherical excess of the polygon
/// with great-circle edges there; within 0.01 % of geographiclib's ellipsoidal geodesic polygons for the 1° boxes
/// tested (a plain sphere is up to 0.5 % off).
public enum Geodesy {
    /// WGS 84.
    public static let semiMajorAxis = 6_378_137.0
    public static let flattening = 1 / 298.257223563
    /// The mean radius (2a + b) / 3 and the authalic radius (the sphere of the ellipsoid's surface area), metres.
    public static let meanRadius = 6_371_008.8
    public static let authalicRadius = 6_371_007.180918

    /// The length of a polyline in metres (each segment the shortest path on the ellipsoid).
    public static func length(of line: [Coordinate]) -> Double {
        var total = 0.0
        for i in line.indices.dropFirst() { total += distance(line[i - 1], line[i]) }
        return total
    }

    /// Every part's length, summed.
    public static func length(of geometry: ShapeGeometry) -> Double {
        switch geometry {
        case .lines(let parts): return parts.reduce(0) { $0 + length(of: $1) }
        case .areas(let polygons): return polygons.reduce(0) { $0 + ($1.first.map { length(of: $0) } ?? 0) }
        }
    }

    /// The area of polygons with holes, square metres: each outer ring's area less its holes', whichever way the
    /// rings wind (files disagree on it). Zero for lines.
    public static func area(of geometry: ShapeGeometry) -> Double {
        guard case .areas(let polygons) = geometry else { return 0 }
        return polygons.reduce(0) { sum, rings in
            guard let outer = rings.first else { return sum }
            return sum + max(0, ringArea(outer) - rings.dropFirst().reduce(0) { $0 + ringArea($1) })
        }
    }

    /// The unsigned area of one ring (closed or not), square metres: the sum of each edge's signed excess against
    /// the equator (Bevis and Cambareri's tangent formula), which is exact on the sphere for great-circle edges.
    public static func ringArea(_ ring: [Coordinate]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var excess = 0.0
        let rad = Double.pi / 180
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            var dl = (b.longitude - a.longitude) * rad
            // An edge over the antimeridian goes the short way.
            if dl > .pi { dl -= 2 * .pi } else if dl < -.pi { dl += 2 * .pi }
            let t1 = tan(authalicLatitude(a.latitude) / 2), t2 = tan(authalicLatitude(b.latitude) / 2)
            excess += 2 * atan2(tan(dl / 2) * (t1 + t2), 1 + t1 * t2)
        }
        var e = abs(excess)
        // A ring around a pole counts the other side's cap; the smaller one is meant.
        if e > 2 * .pi { e = 4 * .pi - e }
        return e * authalicRadius * authalicRadius
    }

    private static let eccentricity = (flattening * (2 - flattening)).squareRoot()
    private static func q(_ sinPhi: Double) -> Double {
        let e = eccentricity, es = e * sinPhi
        return (1 - e * e) * (sinPhi / (1 - es * es) - 1 / (2 * e) * log((1 - es) / (1 + es)))
    }
    private static let qPole = q(1)

    /// The authalic latitude (radians) of a geodetic latitude in degrees: equal areas on the authalic sphere.
    static func authalicLatitude(_ degrees: Double) -> Double {
        asin(max(-1, min(1, q(sin(degrees * .pi / 180)) / qPole)))
    }

    /// The shortest distance in metres on WGS 84 (Vincenty), or on the mean sphere where Vincenty fails to converge.
    public static func distance(_ p: Coordinate, _ q: Coordinate) -> Double {
        vincenty(p, q) ?? greatCircle(p, q)
    }

    /// Haversine on the mean-radius sphere.
    public static func greatCircle(_ p: Coordinate, _ q: Coordinate) -> Double {
        let rad = Double.pi / 180
        let dlat = (q.latitude - p.latitude) * rad, dlon = (q.longitude - p.longitude) * rad
        let h = sin(dlat / 2) * sin(dlat / 2) + cos(p.latitude * rad) * cos(q.latitude * rad) * sin(dlon / 2) * sin(dlon / 2)
        return 2 * meanRadius * asin(min(1, h.squareRoot()))
    }

    /// Vincenty's inverse formula (1975); nil when the iteration does not settle (nearly antipodal points).
    static func vincenty(_ p: Coordinate, _ q: Coordinate) -> Double? {
        let a = semiMajorAxis, f = flattening, b = a * (1 - f)
        let rad = Double.pi / 180
        var dl = (q.longitude - p.longitude) * rad
        if dl > .pi { dl -= 2 * .pi } else if dl < -.pi { dl += 2 * .pi }
        let u1 = atan((1 - f) * tan(p.latitude * rad)), u2 = atan((1 - f) * tan(q.latitude * rad))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)
        var lambda = dl
        for _ in 0..<200 {
            let sinL = sin(lambda), cosL = cos(lambda)
            let sinSigma = ((cosU2 * sinL) * (cosU2 * sinL) + (cosU1 * sinU2 - sinU1 * cosU2 * cosL) * (cosU1 * sinU2 - sinU1 * cosU2 * cosL)).squareRoot()
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinL / sinSigma
            let cos2Alpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cos2Alpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cos2Alpha
            let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = dl + (1 - c) * f * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let u2sq = cos2Alpha * (a * a - b * b) / (b * b)
                let A = 1 + u2sq / 16384 * (4096 + u2sq * (-768 + u2sq * (320 - 175 * u2sq)))
                let B = u2sq / 1024 * (256 + u2sq * (-128 + u2sq * (74 - 47 * u2sq)))
                let ds = B * sinSigma * (cos2SigmaM + B / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                    - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * A * (sigma - ds)
            }
        }
        return nil
    }
}

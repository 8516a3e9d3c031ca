import Foundation

/// A WGS 84 position in degrees. Geographic space only: never a pixel.
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    public let latitude: Double
    public let longitude: Double

    /// Validates the pair; rejects NaN, infinities and out-of-range values.
    public init(latitude: Double, longitude: Double) throws(CoordinateError) {
        guard latitude.isFinite, longitude.isFinite else { throw .notFinite }
        guard (-90.0...90.0).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180.0...180.0).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// For values already known to be valid (projections, constants); wraps longitude, clamps latitude.
    public init(clampingLatitude latitude: Double, wrappingLongitude longitude: Double) {
        self.latitude = latitude.isFinite ? min(90, max(-90, latitude)) : 0
        self.longitude = longitude.isFinite ? Coordinate.wrap(longitude) : 0
    }

    /// Folds any longitude into -180…180 (180 stays 180).
    public static func wrap(_ longitude: Double) -> Double {
        if (-180.0...180.0).contains(longitude) { return longitude }
        let w = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (w < 0 ? w + 360 : w) - 180
    }

    public var description: String {
        String(format: "%.6f,%.6f", locale: Locale(identifier: "en_US_POSIX"), latitude, longitude)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(latitude: c.decode(Double.self, forKey: .latitude),
                      longitude: c.decode(Double.self, forKey: .longitude))
    }

    /// Great-circle distance in metres (haversine, mean Earth radius).
    public func distance(to other: Coordinate) -> Double {
        let r = 6_371_008.8
        let p1 = latitude * .pi / 180, p2 = other.latitude * .pi / 180
        let dp = p2 - p1, dl = (other.longitude - longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

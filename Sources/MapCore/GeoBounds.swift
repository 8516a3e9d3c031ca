/// A latitude/longitude box. `west > east` means it crosses the antimeridian.
public struct GeoBounds: Hashable, Sendable, Codable {
    public var west: Double
    public var south: Double
    public var east: Double
    public var north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west; self.south = south; self.east = east; self.north = north
    }

    public static let world = GeoBounds(west: -180, south: -90, east: 180, north: 90)

    /// The smallest box holding every coordinate; nil when there are none. Never crosses the antimeridian.
    public init?<S: Sequence>(containing coordinates: S) where S.Element == Coordinate {
        var it = coordinates.makeIterator()
        guard let first = it.next() else { return nil }
        var b = GeoBounds(west: first.longitude, south: first.latitude, east: first.longitude, north: first.latitude)
        while let c = it.next() { b.extend(c) }
        self = b
    }

    public var crossesAntimeridian: Bool { west > east }

    /// Longitude span in degrees, counting the wrap.
    public var longitudeSpan: Double { crossesAntimeridian ? east + 360 - west : east - west }
    public var latitudeSpan: Double { north - south }

    public var center: Coordinate {
        let lon = Coordinate.wrap(west + longitudeSpan / 2)
        return Coordinate(clampingLatitude: (south + north) / 2, wrappingLongitude: lon)
    }

    public func contains(_ c: Coordinate) -> Bool {
        guard c.latitude >= south, c.latitude <= north else { return false }
        if crossesAntimeridian { return c.longitude >= west || c.longitude <= east }
        return c.longitude >= west && c.longitude <= east
    }

    /// Grows the box to include `c` (never wraps: used for data extents).
    public mutating func extend(_ c: Coordinate) {
        west = min(west, c.longitude); east = max(east, c.longitude)
        south = min(south, c.latitude); north = max(north, c.latitude)
    }

    /// Splits a wrapping box into at most two plain ones.
    public var unwrappedParts: [GeoBounds] {
        guard crossesAntimeridian else { return [self] }
        return [GeoBounds(west: west, south: south, east: 180, north: north),
                GeoBounds(west: -180, south: south, east: east, north: north)]
    }
}

import MapCore

/// Decodes an RFC 7946 geometry object into a `SourceFeature.Geometry`, or says what is wrong with it.
enum GeoJSONGeometry {
    struct Failure: Error { let reason: LoadProblem.Reason }

    /// GeometryCollections nest at most this deep (the JSON parser's own depth cap bounds the rest).
    static let maxCollectionDepth = 8

    static func decode(_ value: JSONValue, depth: Int = 0) -> Result<SourceFeature.Geometry, Failure> {
        guard let object = value.objectValue else { return .failure(Failure(reason: .unsupportedGeometry(type: value.kindName))) }
        guard let type = object["type"]?.stringValue else { return .failure(Failure(reason: .unsupportedGeometry(type: "untyped geometry"))) }
        do throws(Failure) {
            switch type {
            case "GeometryCollection":
                guard depth < maxCollectionDepth else { throw Failure(reason: .malformedCoordinates("GeometryCollections nested too deep")) }
                guard let parts = object["geometries"]?.arrayValue else { throw Failure(reason: .malformedCoordinates("\"geometries\" is not an array")) }
                guard !parts.isEmpty else { throw Failure(reason: .malformedCoordinates("empty GeometryCollection")) }
                var geometries: [SourceFeature.Geometry] = []
                for part in parts { geometries.append(try decode(part, depth: depth + 1).get()) }
                return .success(.collection(geometries))
            case "Point": return .success(.point(try position(object["coordinates"])))
            case "MultiPoint": return .success(.collection(try each(list(object["coordinates"], "points")) { v throws(Failure) in SourceFeature.Geometry.point(try position(v)) }))
            case "LineString": return .success(.lines([try line(object["coordinates"])]))
            case "MultiLineString": return .success(.lines(try each(list(object["coordinates"], "lines"), line)))
            case "Polygon": return .success(.areas([try polygon(object["coordinates"])]))
            case "MultiPolygon": return .success(.areas(try each(list(object["coordinates"], "polygons"), polygon)))
            default: throw Failure(reason: .unsupportedGeometry(type: type))
            }
        } catch {
            return .failure(error)
        }
    }

    /// `[longitude, latitude]` (an altitude after them is ignored) as a checked coordinate.
    static func position(_ value: JSONValue?) throws(Failure) -> Coordinate {
        guard let value else { throw Failure(reason: .malformedCoordinates("missing")) }
        guard let array = value.arrayValue else { throw Failure(reason: .malformedCoordinates("\(value.kindName), not an array")) }
        guard array.count >= 2 else {
            throw Failure(reason: .malformedCoordinates("\(array.count) value\(array.count == 1 ? "" : "s"), need longitude and latitude"))
        }
        guard let lon = array[0].numberValue, let lat = array[1].numberValue else {
            let kinds = array.prefix(2).map(\.kindName).joined(separator: " and ")
            throw Failure(reason: .malformedCoordinates("\(kinds), need two numbers"))
        }
        do { return try Coordinate(latitude: lat, longitude: lon) } catch { throw Failure(reason: .invalidCoordinate(error)) }
    }

    private static func list(_ value: JSONValue?, _ what: String) throws(Failure) -> [JSONValue] {
        guard let value else { throw Failure(reason: .malformedCoordinates("missing")) }
        guard let array = value.arrayValue else { throw Failure(reason: .malformedCoordinates("\(value.kindName), not an array of \(what)")) }
        guard !array.isEmpty else { throw Failure(reason: .malformedCoordinates("no \(what)")) }
        return array
    }

    /// `map` with a typed throw (the standard one widens it to `any Error`).
    private static func each<T>(_ values: [JSONValue], _ body: (JSONValue?) throws(Failure) -> T) throws(Failure) -> [T] {
        var result: [T] = []
        result.reserveCapacity(values.count)
        for v in values { result.append(try body(v)) }
        return result
    }

    private static func line(_ value: JSONValue?) throws(Failure) -> [Coordinate] {
        let points = try each(list(value, "positions"), position)
        guard points.count >= 2 else { throw Failure(reason: .malformedCoordinates("a line of 1 position, need 2")) }
        return points
    }

    /// Rings closed when the file left them open; each needs 3 distinct corners.
    private static func polygon(_ value: JSONValue?) throws(Failure) -> [[Coordinate]] {
        try each(list(value, "rings")) { v throws(Failure) in
            var ring = try each(list(v, "positions"), position)
            if ring.first != ring.last, let first = ring.first { ring.append(first) }
            guard ring.count >= 4 else { throw Failure(reason: .malformedCoordinates("a ring of \(ring.count) positions, need 4")) }
            return ring
        }
    }
}

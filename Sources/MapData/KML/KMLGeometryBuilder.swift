import MapCore

/// The geometry of one KML placemark as its elements stream past: Point, LineString, LinearRing, Polygon
/// (outer boundary and holes), MultiGeometry, gx:Track and gx:MultiTrack. The first problem is kept and makes
/// the placemark skipped.
struct KMLGeometryBuilder {
    typealias Geometry = SourceFeature.Geometry

    private(set) var failure: KMLCoordinates.Failure?
    private var done: [Geometry] = []
    /// Open MultiGeometry / MultiTrack elements, innermost last.
    private var collections: [[Geometry]] = []
    private var positions: [Coordinate] = []
    private var polygon: (outer: [Coordinate]?, holes: [[Coordinate]])?
    private var boundary: KMLTag?
    private var track: PointThinner?

    /// The placemark's geometry: nil when it had none.
    var geometry: Geometry? { done.count <= 1 ? done.first : .collection(done) }

    mutating func fail(_ reason: LoadProblem.Reason, line: Int) {
        if failure == nil { failure = KMLCoordinates.Failure(line: line, reason: reason) }
    }

    mutating func begin(_ tag: KMLTag) {
        switch tag {
        case .multiGeometry, .multiTrack: collections.append([])
        case .polygon: polygon = (nil, [])
        case .outerBoundary, .innerBoundary: boundary = tag
        case .point, .lineString, .linearRing: positions = []
        case .track: track = PointThinner()
        default: break
        }
    }

    /// The text of a `<coordinates>` starting on `line`.
    mutating func coordinates(_ text: String, line: Int) {
        do { positions = try KMLCoordinates.parse(text, line: line) } catch { if failure == nil { failure = error } }
    }

    /// The text of a gx:Track's `<gx:coord>`: "lon lat [alt]", separated by spaces.
    mutating func trackCoordinate(_ text: String, line: Int) {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        let values = numbers.compactMap { DecimalNumber.parse(String($0)) }
        guard (2...3).contains(numbers.count), values.count == numbers.count else {
            return fail(.malformedCoordinates("line \(line): gx:coord '\(text.trimmingWhitespace().prefix(40))' is not 'lon lat alt'"), line: line)
        }
        do { track?.append(try Coordinate(latitude: values[1], longitude: values[0])) } catch {
            fail(.invalidCoordinate(error), line: line)
        }
    }

    mutating func end(_ tag: KMLTag, line: Int) {
        switch tag {
        case .point:
            guard let first = positions.first else { return fail(.malformedCoordinates("line \(line): a Point without coordinates"), line: line) }
            emit(.point(first))
        case .lineString:
            guard positions.count >= 2 else {
                return fail(.malformedCoordinates("line \(line): a LineString needs 2 positions, it has \(positions.count)"), line: line)
            }
            emit(.lines([positions]))
        case .linearRing:
            var ring = positions
            if let first = ring.first, ring.last != first { ring.append(first) }
            guard ring.count >= 4 else {
                return fail(.malformedCoordinates("line \(line): a LinearRing needs 3 distinct positions, it has \(max(ring.count - 1, 0))"), line: line)
            }
            if polygon != nil, boundary == .outerBoundary {
                polygon?.outer = ring
            } else if polygon != nil, boundary == .innerBoundary {
                polygon?.holes.append(ring)
            } else {
                emit(.lines([ring]))
            }
        case .outerBoundary, .innerBoundary: boundary = nil
        case .polygon:
            defer { polygon = nil }
            guard let outer = polygon?.outer else {
                return fail(.malformedCoordinates("line \(line): a Polygon without an outer boundary"), line: line)
            }
            emit(.areas([[outer] + (polygon?.holes ?? [])]))
        case .track:
            guard var thinner = track else { return }
            track = nil
            let lines = thinner.lines()
            if let only = thinner.parts.first, only.count == 1 {
                emit(.point(only[0]))
            } else if lines.isEmpty {
                fail(.malformedCoordinates("line \(line): a gx:Track without gx:coord positions"), line: line)
            } else {
                emit(.lines(lines))
            }
        case .multiGeometry, .multiTrack:
            guard let parts = collections.popLast(), !parts.isEmpty else { return }
            emit(.collection(parts))
        default: break
        }
    }

    private mutating func emit(_ geometry: Geometry) {
        if collections.isEmpty { done.append(geometry) } else { collections[collections.count - 1].append(geometry) }
    }
}

/// A service that loads places one box at a time (a remote server), so the store asks per viewport
/// and never for everything. A file-backed service does not conform: it holds every place already.
public protocol BoxLoadingMapService: MapService {
    /// At most `limit` places inside `bounds` (which may cross the antimeridian), with how many matched.
    func page(in bounds: GeoBounds, limit: Int) async throws -> PlacePage
    /// A short name for banners, e.g. "127.0.0.1:5050/collections/places".
    var sourceName: String { get }
}

/// A box request's failure that tells whether the server answered at all, so the banner can say which.
public protocol PlacesServerFailure: Error {
    /// True when no answer came (refused, timed out, HTTP 5xx); false when the server answered with something unusable.
    var isUnreachable: Bool { get }
}

/// What one box request gave: the places, the server's count of matches, and anything worth telling.
public struct PlacePage: Sendable {
    public var places: [Place]
    /// The server's `numberMatched` (over every part of a split box); nil when it did not say.
    public var numberMatched: Int?
    /// Non-fatal problems: skipped features, a `next` link refused, a page cap reached.
    public var notes: [String]

    public init(places: [Place], numberMatched: Int?, notes: [String] = []) {
        self.places = places; self.numberMatched = numberMatched; self.notes = notes
    }

    /// True when the server matched more places than were returned.
    public var isCapped: Bool { numberMatched.map { $0 > places.count } ?? false }
}

/// One gazetteer place found by a query.
public struct GazetteerHit: Hashable, Sendable {
    public let place: GazetteerPlace
    public let match: GazetteerMatch
    /// Some alternate name matched better than the main name ("Helsingfors" for Helsinki).
    public let byAlternate: Bool
    /// Great-circle metres from the reference point.
    public let distance: Double
}

/// How the query matched a name, best first.
public enum GazetteerMatch: UInt8, Sendable, Comparable {
    /// The whole name.
    case exact = 0
    /// The start of the name.
    case prefix = 1
    /// The whole name or its start, with one typo.
    case typo = 2

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

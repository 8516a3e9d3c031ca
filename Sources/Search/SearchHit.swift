import MapCore

/// One place found by a text query.
public struct SearchHit: Hashable, Sendable {
    public let place: Place
    /// The place's position in the list the index was built from.
    public let placeIndex: Int
    /// The worst tier any query word needed (a name-and-address match counts as an address match).
    public let tier: SearchTier
    /// Some word matched only with one typo.
    public let typo: Bool
    /// Some word matched only the start of a word.
    public let prefix: Bool
    /// Great-circle metres from the reference point.
    public let distance: Double
}

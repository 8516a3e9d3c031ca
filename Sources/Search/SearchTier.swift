/// Where a query matched a place, best first: names (and the place's category name), addresses, other text.
public enum SearchTier: UInt8, Sendable, Comparable, CaseIterable {
    case name = 0
    case address = 1
    case other = 2

    public static func < (a: SearchTier, b: SearchTier) -> Bool { a.rawValue < b.rawValue }
}

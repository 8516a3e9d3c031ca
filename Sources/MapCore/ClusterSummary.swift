/// A group of places drawn as one bubble.
public struct ClusterSummary: Hashable, Sendable {
    /// Stable for the same input and zoom, so kept clusters are not redrawn.
    public let id: UInt64
    public let count: Int
    /// Count-weighted centre of the members.
    public let center: Coordinate
    public let bounds: GeoBounds
    /// The view zoom at which it splits; `.infinity` when no zoom of the index splits it (its members share one
    /// spot or lie closer than the cluster radius at its deepest level). See `ClusterExpansion`.
    public let expansionZoom: Double
    /// Members per category, largest first (for colouring the bubble).
    public let categoryCounts: [CategoryCount]

    public struct CategoryCount: Hashable, Sendable {
        public let categoryID: PlaceCategory.ID
        public let count: Int
        public init(categoryID: PlaceCategory.ID, count: Int) { self.categoryID = categoryID; self.count = count }
    }

    public init(id: UInt64, count: Int, center: Coordinate, bounds: GeoBounds, expansionZoom: Double, categoryCounts: [CategoryCount]) {
        self.id = id; self.count = count; self.center = center; self.bounds = bounds
        self.expansionZoom = expansionZoom; self.categoryCounts = categoryCounts
    }
}

import MapCore

/// A group of points shown as one marker.
public struct ClusterNode: Hashable, Sendable {
    public let id: ClusterID
    public let count: Int
    /// Count-weighted centre of the members (computed in Web Mercator, as supercluster does).
    public let center: Coordinate
    /// Box holding every member; never crosses the antimeridian.
    public let bounds: GeoBounds
    public init(id: ClusterID, count: Int, center: Coordinate, bounds: GeoBounds) {
        self.id = id; self.count = count; self.center = center; self.bounds = bounds
    }
}

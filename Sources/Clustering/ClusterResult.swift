import MapCore

/// Identifies a cluster within one built index; stable for the same input and options.
public struct ClusterID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (a: ClusterID, b: ClusterID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { String(rawValue) }
}

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

/// What a query returns for one position: a point on its own or a cluster.
public enum ClusterResult<Payload: Sendable>: Sendable {
    case single(ClusterPoint<Payload>)
    case cluster(ClusterNode)

    public var coordinate: Coordinate {
        switch self {
        case .single(let p): return p.coordinate
        case .cluster(let c): return c.center
        }
    }

    /// Points represented (1 for a single).
    public var count: Int {
        switch self {
        case .single: return 1
        case .cluster(let c): return c.count
        }
    }
}

extension ClusterResult: Equatable where Payload: Equatable {}

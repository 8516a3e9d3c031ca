import MapCore

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

/// One thing drawn at a position: a place or a cluster of places.
public enum MapItem: Hashable, Sendable, Identifiable {
    case place(Place)
    case cluster(ClusterSummary)

    /// Stable key for change sets and hit-testing ("p:<place id>" or "c:<cluster id>").
    public var id: String {
        switch self {
        case .place(let p): return "p:" + p.id
        case .cluster(let c): return "c:" + String(c.id)
        }
    }

    public var coordinate: Coordinate {
        switch self {
        case .place(let p): return p.coordinate
        case .cluster(let c): return c.center
        }
    }
}

import MapCore

/// What the popover shows. Anchors are in the map's screen points (a pin's tip).
public enum Selection: Hashable, Sendable {
    case none
    /// One place's callout.
    case place(Place, anchor: PixelPoint)
    /// The places of a cluster the map cannot split (`ClusterExpansion.list`): a list to choose from.
    case group([Place], anchor: PixelPoint)

    public var place: Place? {
        if case .place(let p, _) = self { return p }
        return nil
    }

    public var anchor: PixelPoint? {
        switch self {
        case .none: return nil
        case .place(_, let a), .group(_, let a): return a
        }
    }
}

import MapCore

/// What the popover shows. Anchors are in the map's screen points (a pin's tip).
public enum Selection: Hashable, Sendable {
    case none
    /// One place's callout.
    case place(Place, anchor: PixelPoint)
    /// The places of a cluster the map cannot split (`ClusterExpansion.list`): a list to choose from.
    case group([Place], anchor: PixelPoint)
    /// A line or an area; `at` is the point clicked on it, so the popover follows it while the map moves.
    case shape(PlaceShape, at: Coordinate, anchor: PixelPoint)

    public var place: Place? {
        if case .place(let p, _) = self { return p }
        return nil
    }

    /// The selected line or area, or nil.
    public var shape: PlaceShape? {
        if case .shape(let s, _, _) = self { return s }
        return nil
    }

    public var anchor: PixelPoint? {
        switch self {
        case .none: return nil
        case .place(_, let a), .group(_, let a), .shape(_, _, let a): return a
        }
    }
}

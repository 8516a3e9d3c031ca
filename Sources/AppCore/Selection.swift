import MapCore

/// What the popover shows. It holds no screen point: its anchor is a coordinate each view turns into a point
/// when it draws, so the popover follows the map as it moves.
public enum Selection: Hashable, Sendable {
    case none
    /// One place's callout, anchored at the place.
    case place(Place)
    /// The places of a cluster the map cannot split (`ClusterExpansion.list`): a list to choose from, anchored at
    /// the first one.
    case group([Place])
    /// A line or an area; `at` is the point clicked on it (its anchor).
    case shape(PlaceShape, at: Coordinate)

    public var place: Place? {
        if case .place(let p) = self { return p }
        return nil
    }

    /// The selected line or area, or nil.
    public var shape: PlaceShape? {
        if case .shape(let s, _) = self { return s }
        return nil
    }

    /// Where the popover points, on the map (nil: nothing selected).
    public var anchor: Coordinate? {
        switch self {
        case .none: return nil
        case .place(let p): return p.coordinate
        case .group(let list): return list.first?.coordinate
        case .shape(_, let at): return at
        }
    }
}

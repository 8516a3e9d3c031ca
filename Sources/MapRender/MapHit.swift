import MapCore

/// What is under a point, and where a popover should point.
public enum MapHit: Sendable {
    /// A pin or a cluster; `anchor` is the pin's tip or the cluster's centre, in screen points.
    case item(MapItem, anchor: PixelPoint)
    /// A line or an area (tried after the pins and clusters); `anchor` is the point clicked.
    case shape(PlaceShape, anchor: PixelPoint)

    public var anchor: PixelPoint {
        switch self {
        case .item(_, let a), .shape(_, let a): return a
        }
    }

    /// The pin or cluster hit, or nil for a shape.
    public var item: MapItem? {
        if case .item(let item, _) = self { return item }
        return nil
    }

    /// The line or area hit, or nil for a pin or cluster.
    public var shape: PlaceShape? {
        if case .shape(let shape, _) = self { return shape }
        return nil
    }
}

import MapCore

/// What is under a point: the item and where a popover should point.
public struct MapHit: Sendable {
    public let item: MapItem
    /// The pin's tip or the cluster's centre, in screen points.
    public let anchor: PixelPoint
}

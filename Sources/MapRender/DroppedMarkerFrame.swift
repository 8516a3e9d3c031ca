import MapCore

/// Where a frame drew the dropped marker, in screen points: its pin, its label box and the box's close button.
public struct DroppedMarkerFrame: Hashable, Sendable {
    /// The pin's tip: the marker's point on screen.
    public let tip: PixelPoint
    public let pin: PixelRect
    public let label: PixelRect
    /// The × in the label box.
    public let close: PixelRect

    /// True on any part of it: it is drawn above pins and clusters, so it takes their clicks.
    public func contains(_ p: PixelPoint) -> Bool { pin.contains(p) || label.contains(p) }
}

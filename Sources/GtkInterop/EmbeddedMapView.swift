import MapCore

/// What the window needs of a map beyond `MapView`: a GTK widget to embed and where a pin's head sits.
/// Any map widget conforming to it is a one-line swap in main.swift.
@MainActor
public protocol EmbeddedMapView: MapView {
    var widget: Widget { get }
    /// Points from a pin's tip up to the centre of its head, so the popover points at the pin, not its tip.
    var pinHeadOffset: Double { get }
    /// True while the map moves by itself (a fly, a zoom animation, a glide) or has a move not yet told its delegate.
    var isMoving: Bool { get }
}

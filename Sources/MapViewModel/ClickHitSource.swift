import MapCore

/// The part of the dropped marker a point falls on.
public enum DroppedMarkerPart: Sendable, Equatable {
    /// The × on its label, which removes it.
    case close
    /// The rest of it, which only swallows the click.
    case body
}

/// What a map view drew at a point in its own pixel space, topmost first; `MapClick.decide` asks it.
@MainActor
public protocol ClickHitSource {
    /// The dropped marker's part under `point`, or nil where it is not.
    func droppedMarkerPart(at point: PixelPoint) -> DroppedMarkerPart?
    /// The topmost pin or cluster under `point`, or nil (empty map or an overlay).
    func item(at point: PixelPoint) -> MapItem?
    /// The line or area under `point`, or nil; asked only where no pin or cluster is.
    func shape(at point: PixelPoint) -> PlaceShape?
}

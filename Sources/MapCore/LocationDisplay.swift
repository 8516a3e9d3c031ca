/// What a map draws of the person's position: the store decides it, the map only paints it.
public struct LocationDisplay: Hashable, Sendable {
    public var update: LocationUpdate
    /// The position is older than `LocationUpdate.staleAfter`: drawn greyed.
    public var isStale: Bool

    public init(update: LocationUpdate, isStale: Bool = false) {
        self.update = update
        self.isStale = isStale
    }
}

/// A map that can draw the person's position and tells when the person pans it by hand.
@MainActor
public protocol LocationDisplaying: AnyObject {
    /// Draws the dot, accuracy circle and heading wedge, or nothing.
    func show(location: LocationDisplay?)
    /// Called when the person drags or keys the map sideways (zooming is not a pan).
    var onUserPan: (@MainActor () -> Void)? { get set }
}

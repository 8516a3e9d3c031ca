import MapCore

/// How the store loads places from a box-by-box service. Defaults with the unit on each line.
public struct RemoteLoadOptions: Sendable {
    /// Extra area asked for around the view, as a fraction of its width and height on each side.
    public var margin = 0.5
    /// Request boxes are map tiles this many zoom levels above the view's (about 2×2 boxes per screen).
    public var bandOffset = 2
    /// Request boxes never get smaller than tiles of this zoom (a box already held covers closer views).
    public var maxBand = 14
    /// Most boxes wanted for one view; a wider view asks coarser boxes.
    public var maxBoxesPerView = 24
    /// Places asked for per box; a box with more matches is a capped sample (see `RemotePlaceLoader`).
    public var placesPerBox = 2000
    /// Places held in memory at most; boxes far from the view are dropped beyond it.
    public var maxPlacesHeld = 150_000
    /// Bytes of places held at most (`Limits.heldPlaceBytes`); boxes far from the view are dropped beyond it too.
    public var maxHeldBytes = Limits.heldPlaceBytes
    /// Seconds before asking again after the server failed; doubles up to `maxRetryDelay`.
    public var retryDelay = 1.0
    public var maxRetryDelay = 15.0

    public init() {}
}

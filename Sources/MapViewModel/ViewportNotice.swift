/// Coalesces a map view's viewport changes into one notification to its delegate: a pan or a fly changes the
/// viewport many times a frame (libshumate reports latitude, longitude and zoom one by one).
public struct ViewportNotice: Sendable {
    /// A change not yet told the delegate (the map counts as moving meanwhile).
    public private(set) var isPending = false

    public init() {}

    /// The viewport changed; true when the view must arrange a delivery (none was pending).
    public mutating func changed() -> Bool {
        guard !isPending else { return false }
        isPending = true
        return true
    }

    /// A delivery attempt; true once per pending change, so a frame tick and a later post never tell it twice.
    public mutating func take() -> Bool {
        guard isPending else { return false }
        isPending = false
        return true
    }
}

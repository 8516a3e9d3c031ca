/// How scroll events become zoom changes.
public enum ScrollZoom {
    /// Zoom levels per wheel notch (animated).
    public static let levelsPerNotch = 1.0
    /// A pause in touchpad zoom scrolls this long ends the zoom (two frames at 60 Hz would cut a slow pinch-scroll).
    static let touchpadSettleMilliseconds: UInt32 = 150
    /// Touchpad scroll points per zoom level (applied at once, fractional).
    public static let touchpadPointsPerLevel = 150.0

    /// The zoom change for a vertical scroll of `dy` (positive = down/towards the user = zoom out).
    public static func zoomDelta(dy: Double, isWheel: Bool) -> Double {
        guard dy.isFinite else { return 0 }
        return isWheel ? -dy * levelsPerNotch : -dy / touchpadPointsPerLevel
    }
}

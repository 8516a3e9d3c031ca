/// Tells a map view when its own motion (an animation, a glide, a change not yet reported) starts or stops, so it
/// reports each change once to its delegate (`MapViewDelegate.didChangeMotion`) however often it checks.
public struct MotionNotice: Sendable {
    /// What the delegate was last told.
    public private(set) var reported = false

    public init() {}

    /// The view's motion now; true when it differs from what was last reported (then report it).
    public mutating func update(_ moving: Bool) -> Bool {
        guard moving != reported else { return false }
        reported = moving
        return true
    }
}

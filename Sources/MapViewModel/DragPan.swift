import MapCore

/// One press on the map, toolkit-free: tells a click from a pan, gives each pan step, and the glide on release,
/// from the drag's offsets and event timestamps alone (so tests feed fixed times instead of timing real events).
public struct DragPan: Sendable {
    private var threshold = DragThreshold()
    private var velocity = DragVelocityTracker()
    /// How much of the drag's offset the map has already panned by.
    private var applied = PixelPoint.zero

    /// One pointer move's result: whether the press just became a drag, and how far to pan the content now.
    public struct Step: Sendable, Equatable {
        public var becameDrag: Bool
        /// nil while the press is still a possible click.
        public var pan: PixelPoint?
    }

    public init() {}

    /// True once the press moved past the threshold (it is then no click).
    public var isDragging: Bool { threshold.isDragging }

    /// A new press at event time `time` (seconds).
    public mutating func begin(at time: Double) {
        threshold.reset()
        velocity.reset()
        applied = .zero
        velocity.add(.zero, at: time)
    }

    /// The pointer is `offset` from the press point at event time `time`.
    public mutating func move(to offset: PixelPoint, at time: Double) -> Step {
        let became = threshold.update(offset: offset)
        velocity.add(offset, at: time)
        guard threshold.isDragging else { return Step(becameDrag: became, pan: nil) }
        let pan = offset - applied
        applied = offset
        return Step(becameDrag: became, pan: pan)
    }

    /// The glide after a release at event time `time`, starting at frame time `frameTime`; nil when the release
    /// was slow or still (or the press never became a drag).
    public func glide(releasedAt time: Double, frameTime: Double) -> KineticFling? {
        guard threshold.isDragging else { return nil }
        let glide = KineticFling(velocity: velocity.velocity(at: time), startTime: frameTime)
        return glide.isFinished ? nil : glide
    }
}

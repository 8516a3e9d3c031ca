import MapCore

/// Estimates a drag's velocity at release from its most recent samples (points per second).
public struct DragVelocityTracker: Sendable {
    /// Seconds of samples before the release that count.
    public var window = 0.1
    /// A pointer held still this long before release does not fling.
    public var stillTime = 0.06
    /// Cap in points per second so one jittery sample cannot throw the map across the world.
    public var maximumSpeed = 5000.0

    private var samples: [(time: Double, position: PixelPoint)] = []

    public init() {}

    /// Forgets earlier samples (a new press).
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the pointer at `time` seconds.
    public mutating func add(_ position: PixelPoint, at time: Double) {
        // An event that did not move (the release itself) carries no motion; the still-time check needs the last real move.
        if let last = samples.last, last.position == position { return }
        samples.append((time, position))
        // Keep only what the window can use, so long drags stay O(1).
        while let first = samples.first, time - first.time > window * 2, samples.count > 2 { samples.removeFirst() }
    }

    /// The velocity at release time `time`; zero when there is too little recent motion.
    public func velocity(at time: Double) -> PixelPoint {
        guard let last = samples.last, time - last.time <= stillTime else { return .zero }
        let recent = samples.filter { last.time - $0.time <= window }
        guard let first = recent.first else { return .zero }
        let dt = last.time - first.time
        guard dt > 0.005 else { return .zero }
        var v = PixelPoint(x: (last.position.x - first.position.x) / dt, y: (last.position.y - first.position.y) / dt)
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        if speed > maximumSpeed { v = PixelPoint(x: v.x * maximumSpeed / speed, y: v.y * maximumSpeed / speed) }
        return v
    }
}

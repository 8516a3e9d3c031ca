import Foundation
import MapCore

/// The glide after a drag: velocity decays exponentially with time (v·e^(−t/τ)), integrated exactly per frame.
public struct KineticFling: Sendable {
    /// Decay time constant in seconds (τ): the glide covers v·τ points in total.
    public var timeConstant = 0.3
    /// Points per second below which the glide stops.
    public var minimumSpeed = 20.0

    public private(set) var velocity: PixelPoint
    private var lastTime: Double

    /// Starts a glide at `velocity` (points per second) at frame time `time` (seconds).
    public init(velocity: PixelPoint, startTime time: Double) {
        self.velocity = velocity
        self.lastTime = time
    }

    public var isFinished: Bool { (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() < minimumSpeed }

    /// Advances to frame time `time`; returns how far the content moves since the last step (zero once finished).
    public mutating func step(to time: Double) -> PixelPoint {
        guard !isFinished else { return .zero }
        let dt = max(0, time - lastTime)
        lastTime = time
        let decay = exp(-dt / timeConstant)
        let travel = timeConstant * (1 - decay)
        let delta = PixelPoint(x: velocity.x * travel, y: velocity.y * travel)
        velocity = PixelPoint(x: velocity.x * decay, y: velocity.y * decay)
        return delta
    }

    /// Total distance a glide at `velocity` covers if left alone.
    public static func totalTravel(for velocity: PixelPoint, timeConstant: Double = 0.3) -> PixelPoint {
        PixelPoint(x: velocity.x * timeConstant, y: velocity.y * timeConstant)
    }
}

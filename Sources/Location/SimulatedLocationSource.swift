import Foundation
import MapCore

/// Replays a GPX track as if someone walked it, `speed` times faster than its own times; for demos and tests.
/// Sends a position every `tickInterval` seconds of real time.
@MainActor
public final class SimulatedLocationSource: LocationSource {
    public private(set) var state: LocationState = .off
    public var onEvent: (@MainActor (LocationEvent) -> Void)?
    public let replay: TrackReplay
    public let speed: Double
    /// Real seconds between positions.
    public let tickInterval: Double
    private let timer: any RepeatingTimer
    private let now: @Sendable () -> Date
    private var startedAt: Date?

    /// Speeds outside 0.01–1000 are clamped; a non-finite one is 1.
    public init(track: GPXTrack, speed: Double = 1, tickInterval: Double = 0.5, timer: any RepeatingTimer,
                now: @escaping @Sendable () -> Date = Date.init) {
        replay = TrackReplay(track: track)
        self.speed = speed.isFinite ? min(1000, max(0.01, speed)) : 1
        self.tickInterval = tickInterval
        self.timer = timer
        self.now = now
    }

    public func start() {
        guard !state.isActive else { return }
        startedAt = now()
        set(.starting)
        set(.running)
        tick()
        timer.start(interval: tickInterval) { [weak self] in self?.tick() }
    }

    public func stop() {
        timer.cancel()
        startedAt = nil
        set(.off)
    }

    /// Sends the position for this moment.
    func tick() {
        guard let startedAt else { return }
        let moment = now()
        onEvent?(.update(replay.update(at: moment.timeIntervalSince(startedAt) * speed, timestamp: moment)))
    }

    private func set(_ next: LocationState) {
        guard next != state else { return }
        state = next
        onEvent?(.state(next))
    }
}

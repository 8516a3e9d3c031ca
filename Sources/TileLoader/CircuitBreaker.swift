import Foundation

/// Stops requests to a failing server: after `threshold` failures in a row it opens (the style is offline),
/// then lets one probe through per interval (doubling up to a cap) until a probe succeeds.
public struct CircuitBreaker: Sendable, Hashable {
    public struct Settings: Sendable, Hashable {
        public var threshold = 5                       // consecutive failures that open it
        public var probeInterval: TimeInterval = 15    // seconds before the first probe
        public var maximumProbeInterval: TimeInterval = 300
        public init() {}
    }

    enum State: Sendable, Hashable {
        case closed
        case open(until: Date, interval: TimeInterval)
        /// One probe is in flight; its result decides.
        case probing(interval: TimeInterval)
    }

    let settings: Settings
    private(set) var state: State = .closed
    private(set) var consecutiveFailures = 0

    init(settings: Settings) { self.settings = settings }

    /// True while open or probing: tiles come only from caches.
    var isOffline: Bool { state != .closed }

    /// Whether a request may go out now (a probe counts).
    func allowsRequest(now: Date) -> Bool {
        switch state {
        case .closed: return true
        case .open(let until, _): return now >= until
        case .probing: return false
        }
    }

    /// Call when a request is sent; an open breaker turns that request into its probe.
    mutating func willSend(now: Date) {
        if case .open(let until, let interval) = state, now >= until { state = .probing(interval: interval) }
    }

    /// Returns true when the offline state changed.
    mutating func recordSuccess() -> Bool {
        let was = isOffline
        state = .closed
        consecutiveFailures = 0
        return was
    }

    /// Returns true when the offline state changed.
    mutating func recordFailure(now: Date) -> Bool {
        let was = isOffline
        consecutiveFailures += 1
        switch state {
        case .closed:
            if consecutiveFailures >= settings.threshold {
                state = .open(until: now.addingTimeInterval(settings.probeInterval), interval: settings.probeInterval)
            }
        case .probing(let interval):
            let next = min(settings.maximumProbeInterval, interval * 2)
            state = .open(until: now.addingTimeInterval(next), interval: next)
        case .open:
            break  // Late answers from before it opened change nothing.
        }
        return was != isOffline
    }

    /// When the next probe may go, if open.
    var nextProbe: Date? {
        if case .open(let until, _) = state { return until }
        return nil
    }
}

extension CircuitBreaker {
    /// An open breaker whose probe was abandoned: the next request may probe at once.
    init(restoringOpenWith settings: Settings, interval: TimeInterval, now: Date) {
        self.init(settings: settings)
        state = .open(until: now, interval: interval)
        consecutiveFailures = settings.threshold
    }
}

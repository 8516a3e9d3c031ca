import Foundation

/// Which network requests may go out now: the priority queue, the per-host connection limit, and per style
/// (one server each) a circuit breaker and a rate-limit pause. Knows nothing of tiles' images or caches;
/// `TileStore` asks it before sending and tells it what came back.
struct TileFetchScheduler {
    /// What to do with a queued request now.
    enum Admission {
        /// Send it (the breaker has counted it; call `sent(host:)`).
        case send
        /// Park it until the date without counting an attempt (a pause or an open breaker's next probe).
        case hold(until: Date, TileLoadError)
        /// Leave it queued (its host is busy, or a probe is already out).
        case wait
    }

    private let maxConnectionsPerHost: Int
    private let breakerSettings: CircuitBreaker.Settings
    private var queue = TileRequestQueue()
    private var inFlightPerHost: [String: Int] = [:]
    private var breakers: [String: CircuitBreaker] = [:]
    private var pausedUntil: [String: Date] = [:]

    init(maxConnectionsPerHost: Int, breaker: CircuitBreaker.Settings) {
        self.maxConnectionsPerHost = maxConnectionsPerHost
        breakerSettings = breaker
    }

    mutating func push(_ entry: TileRequestQueue.Entry) { queue.push(entry) }

    mutating func pop() -> TileRequestQueue.Entry? { queue.pop() }

    /// Whether a request of `styleID` to `host` may go out at `now`; `.send` counts it with the breaker.
    mutating func admit(styleID: String, host: String, now: Date) -> Admission {
        if let until = pausedUntil[styleID], until > now {
            return .hold(until: until, .rateLimited(retryAfterSeconds: until.timeIntervalSince(now)))
        }
        var breaker = breakers[styleID] ?? CircuitBreaker(settings: breakerSettings)
        if !breaker.allowsRequest(now: now) {
            if let probe = breaker.nextProbe { return .hold(until: probe, .serverOffline) }
            return .wait
        }
        if inFlightPerHost[host, default: 0] >= maxConnectionsPerHost { return .wait }
        breaker.willSend(now: now)
        breakers[styleID] = breaker
        return .send
    }

    mutating func sent(host: String) { inFlightPerHost[host, default: 0] += 1 }

    mutating func finished(host: String) { inFlightPerHost[host, default: 1] -= 1 }

    /// True while the style's server is held off as unreachable (its breaker is open or probing).
    func isOffline(styleID: String) -> Bool { breakers[styleID]?.isOffline ?? false }

    /// A cancelled probe must not leave the breaker waiting forever: it opens again with the same interval.
    mutating func probeCancelled(styleID: String, now: Date) {
        guard case .probing(let interval)? = breakers[styleID]?.state else { return }
        breakers[styleID] = CircuitBreaker(restoringOpenWith: breakerSettings, interval: interval, now: now)
    }

    /// Closes the style's breaker; true when that brought it back online.
    mutating func succeeded(styleID: String) -> Bool {
        var b = breakers[styleID] ?? CircuitBreaker(settings: breakerSettings)
        let flipped = b.recordSuccess()
        breakers[styleID] = b
        return flipped
    }

    /// A strike for the style's server: whether it just went offline, and when its next probe may go.
    mutating func failed(styleID: String, now: Date) -> (wentOffline: Bool, nextProbe: Date?) {
        var b = breakers[styleID] ?? CircuitBreaker(settings: breakerSettings)
        let flipped = b.recordFailure(now: now)
        breakers[styleID] = b
        return (flipped, b.nextProbe)
    }

    /// The server asked to wait (HTTP 429): no request of the style goes out before `until`.
    mutating func pause(styleID: String, until: Date) {
        pausedUntil[styleID] = max(pausedUntil[styleID] ?? until, until)
    }
}

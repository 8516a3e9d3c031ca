import Foundation

/// Where the store reads "now" for freshness, backoff and the circuit breaker; tests inject a manual clock.
public struct TileClock: Sendable {
    public let now: @Sendable () -> Date
    public init(now: @escaping @Sendable () -> Date) { self.now = now }
    public static let system = TileClock { Date() }
}

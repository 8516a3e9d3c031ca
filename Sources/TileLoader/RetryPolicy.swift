import Foundation

/// Capped exponential backoff for one tile's failed requests.
public struct RetryPolicy: Sendable, Hashable {
    public var initialDelay: TimeInterval = 1      // seconds after the first failure
    public var multiplier: Double = 2              // growth per further failure
    public var maximumDelay: TimeInterval = 300    // seconds, the cap
    /// Longest honoured `Retry-After` (a hostile value cannot stall the map for days).
    public var maximumRetryAfter: TimeInterval = 3600
    /// Wait after a 429 without a usable `Retry-After`.
    public var defaultRetryAfter: TimeInterval = 60
    public init() {}

    /// Delay before attempt `failures + 1`. - Precondition: failures ≥ 1
    public func delay(afterFailures failures: Int) -> TimeInterval {
        let d = initialDelay * pow(multiplier, Double(max(0, failures - 1)))
        return min(maximumDelay, d.isFinite ? d : maximumDelay)
    }
}

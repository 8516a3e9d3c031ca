import Foundation

/// How much bigger a cluster marker is than a single pin: `base + factor · ln(count)`, capped at `maximum`.
public struct ClusterMarkerScale: Hashable, Sendable {
    /// Scale of a one-member marker.
    public var base: Double = 1
    /// Growth per natural-log unit of the member count.
    public var factor: Double = 1
    /// Largest scale returned.
    public var maximum: Double = .infinity

    public init(base: Double = 1, factor: Double = 1, maximum: Double = .infinity) {
        self.base = base; self.factor = factor; self.maximum = maximum
    }

    /// The scale for `count` members (counts below 1 are treated as 1).
    public func scale(forCount count: Int) -> Double {
        min(maximum, base + factor * log(Double(max(1, count))))
    }
}

import Foundation
import MapCore

/// Lengths for a map scale bar: a round distance (1-2-5 × 10ⁿ) and how many points it spans.
public struct ScaleBar: Hashable, Sendable {
    /// One bar: its label ("200 m", "1 mi") and width in points.
    public struct Segment: Hashable, Sendable {
        public let label: String
        public let width: Double
        /// The distance shown, in metres.
        public let metres: Double
    }

    public let metric: Segment
    public let imperial: Segment?

    static let metresPerFoot = 0.3048
    static let metresPerMile = 1609.344

    /// Scale at the viewport's centre latitude; nil when the view is degenerate.
    public init?(viewport: Viewport, maxWidth: Double, units: UnitSystem) {
        let metresPerPoint = Self.metresPerPoint(viewport: viewport)
        guard metresPerPoint > 0, metresPerPoint.isFinite, maxWidth > 0 else { return nil }
        let maxMetres = metresPerPoint * maxWidth
        let m = maxMetres >= 1000
            ? Self.nice(maxMetres / 1000).map { ($0 * 1000, Self.label($0, "km")) }
            : Self.nice(maxMetres).map { ($0, Self.label($0, "m")) }
        guard let m else { return nil }
        metric = Segment(label: m.1, width: m.0 / metresPerPoint, metres: m.0)
        guard units == .metricAndImperial else { imperial = nil; return }
        let i = maxMetres >= Self.metresPerMile
            ? Self.nice(maxMetres / Self.metresPerMile).map { ($0 * Self.metresPerMile, Self.label($0, "mi")) }
            : Self.nice(maxMetres / Self.metresPerFoot).map { ($0 * Self.metresPerFoot, Self.label($0, "ft")) }
        imperial = i.map { Segment(label: $0.1, width: $0.0 / metresPerPoint, metres: $0.0) }
    }

    /// Ground metres per screen point at the centre latitude (Web Mercator stretches by 1/cos φ).
    public static func metresPerPoint(viewport: Viewport) -> Double {
        let circumference = 2 * Double.pi * 6_378_137.0
        return circumference * cos(viewport.center.latitude * .pi / 180) / viewport.worldSize
    }

    /// The largest 1, 2 or 5 × 10ⁿ not above `limit`; nil for non-positive limits.
    public static func nice(_ limit: Double) -> Double? {
        guard limit > 0, limit.isFinite else { return nil }
        let p = pow(10, floor(log10(limit)))
        for f in [5.0, 2.0, 1.0] where f * p <= limit * (1 + 1e-9) { return f * p }
        return p
    }

    private static func label(_ v: Double, _ unit: String) -> String {
        v >= 1 ? "\(Int(v.rounded())) \(unit)" : "\(String(format: "%g", v)) \(unit)"
    }
}

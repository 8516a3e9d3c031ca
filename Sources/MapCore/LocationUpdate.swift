import Foundation

/// One position from a location source: where, how sure (metres), which way (when known) and when.
public struct LocationUpdate: Hashable, Sendable {
    public let coordinate: Coordinate
    /// Radius in metres within which the true position lies (GeoClue's and GPS's 68 % figure); never negative.
    public let accuracy: Double
    /// Degrees clockwise from true north, 0 ..< 360; nil when the source does not know.
    public let heading: Double?
    public let timestamp: Date

    /// A negative or non-finite accuracy becomes 0; a heading outside 0 ..< 360 is folded in, a non-finite one dropped.
    public init(coordinate: Coordinate, accuracy: Double, heading: Double? = nil, timestamp: Date) {
        self.coordinate = coordinate
        self.accuracy = accuracy.isFinite ? max(0, accuracy) : 0
        if let heading, heading.isFinite {
            let folded = heading.truncatingRemainder(dividingBy: 360)
            self.heading = folded < 0 ? folded + 360 : folded
        } else {
            self.heading = nil
        }
        self.timestamp = timestamp
    }

    /// Older than `limit` seconds at `now`: the person may have moved since.
    public func isStale(at now: Date, limit: TimeInterval = LocationUpdate.staleAfter) -> Bool {
        now.timeIntervalSince(timestamp) > limit
    }

    /// Seconds after which a position is called stale (a walker covers about 150 m in two minutes).
    public static let staleAfter: TimeInterval = 120
}

import MapCore

/// Tells a click from a drag: a press becomes a drag once it moves `distance` points, and stays one until reset.
public struct DragThreshold: Sendable {
    /// Movement in points before a press counts as a drag (GTK's own drag threshold is 8; a map reacts sooner).
    public let distance: Double
    public private(set) var isDragging = false

    public init(distance: Double = 4) { self.distance = distance }

    /// Starts a new press.
    public mutating func reset() { isDragging = false }

    /// Feeds the offset from the press point; true exactly once, when the press turns into a drag.
    public mutating func update(offset: PixelPoint) -> Bool {
        guard !isDragging else { return false }
        if (offset.x * offset.x + offset.y * offset.y).squareRoot() >= distance {
            isDragging = true
            return true
        }
        return false
    }
}

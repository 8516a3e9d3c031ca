import MapCore

/// A label a vector tile asks to show; the renderer's placement pass decides whether it fits.
/// Positions are in the tile's points (0…256 across a 256-point tile), so they stay apart from screen pixels
/// until the frame places them.
public struct LabelCandidate: Sendable, Equatable {
    public enum Placement: Sendable, Equatable {
        /// Centred on a point (places, water names at a point).
        case point(PixelPoint)
        /// Along a line (street names, rivers), drawn on its straightest long stretch.
        case line([PixelPoint])
    }

    public var text: String
    public var placement: Placement
    /// Text size in points.
    public var fontSize: Double
    public var color: RGBColor
    public var haloColor: RGBColor
    /// Halo width in points; 0 for none.
    public var haloWidth: Double
    /// Lower is more important: it wins a collision (the style's layer order, then its sort key).
    public var priority: Double

    /// The memory this candidate holds: itself, its text's bytes and a line's points (for the tile cache's budget).
    public var byteCost: Int {
        var bytes = MemoryLayout<LabelCandidate>.stride + text.utf8.count
        if case .line(let points) = placement { bytes += points.count * MemoryLayout<PixelPoint>.stride }
        return bytes
    }

    public init(text: String, placement: Placement, fontSize: Double, color: RGBColor, haloColor: RGBColor,
                haloWidth: Double, priority: Double) {
        self.text = text; self.placement = placement; self.fontSize = fontSize; self.color = color
        self.haloColor = haloColor; self.haloWidth = haloWidth; self.priority = priority
    }
}

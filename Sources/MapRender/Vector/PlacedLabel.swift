import Foundation
import MapCore

/// A label the last frame drew, in screen points: what tests and the debug dump read instead of pixels.
public struct PlacedLabel: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case point
        case line
    }

    public var text: String
    public var kind: Kind
    /// Centre of the box on screen.
    public var center: PixelPoint
    /// Rotation in radians, clockwise on screen (y grows down); within −π/2…π/2 so the text reads upright. 0 for points.
    public var angle: Double
    /// The box (text plus halo) before rotation.
    public var size: PixelSize
    /// Axis-aligned bounds of the (rotated) box: the box itself for point labels.
    public var frame: PixelRect
    public var priority: Double
    public var fontSize: Double
    public var color: RGBColor
    public var haloColor: RGBColor
    public var haloWidth: Double

    /// Whether the two labels' rotated boxes share any area (touching edges do not count).
    public func overlaps(_ other: PlacedLabel) -> Bool {
        LabelBox(center: center, size: size, angle: angle).intersects(LabelBox(center: other.center, size: other.size, angle: other.angle))
    }

    /// The rotated box's corners, starting at the text's top-left and going clockwise on screen.
    public var corners: [PixelPoint] {
        let c = cos(angle), s = sin(angle), hw = size.width / 2, hh = size.height / 2
        return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { dx, dy in
            PixelPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
        }
    }
}

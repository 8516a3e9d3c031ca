import Graphics
import MapCore

/// A marker's picture for a retained-mode map (one widget per marker): the same sprite the Cairo renderer blits.
public struct MarkerImage {
    /// The rasterised marker in device pixels.
    public let surface: Surface
    /// Where the anchor (pin tip, cluster centre) lies in the image, in device pixels.
    public let anchor: PixelPoint
    /// Device pixels per point.
    public let scale: Double
    /// The image's size in points.
    public var size: PixelSize { PixelSize(width: Double(surface.width) / scale, height: Double(surface.height) / scale) }
    /// The anchor in points from the image's top-left.
    public var anchorPoints: PixelPoint { PixelPoint(x: anchor.x / scale, y: anchor.y / scale) }
}

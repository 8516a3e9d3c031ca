import Graphics
import MapCore

/// The dropped marker as one picture, for a retained-mode map: the same pin and labelled box `draw` paints.
public struct DroppedMarkerImage {
    /// Anchored at the pin's tip.
    public let image: MarkerImage
    /// Where the pin, the label and its × lie, in points, with the tip at (0, 0).
    public let frame: DroppedMarkerFrame
}

extension MapRenderer {
    /// Points the picture reaches past the pin and the label: the label's halo and the pin's shadow.
    static let droppedMarkerBleed = 5.0

    /// `marker` drawn at `scale` (device pixels per point), or nil if no surface could be made.
    public func droppedMarkerImage(for marker: DroppedMarker, scale: Double) -> DroppedMarkerImage? {
        let painter = DroppedMarkerPainter(options: options)
        let text = texts.layout(marker.label, font: DroppedMarkerPainter.font)
        text.limitWidth(DroppedMarkerPainter.maxTextWidth)
        let frame = painter.frame(tip: .zero, text: text)
        let b = Self.droppedMarkerBleed
        let left = (min(frame.pin.minX, frame.label.minX) - b).rounded(.down), top = (frame.label.minY - b).rounded(.down)
        let right = (max(frame.pin.maxX, frame.label.maxX) + b).rounded(.up), bottom = (frame.pin.maxY + b).rounded(.up)
        guard let surface = try? Surface(width: Int(((right - left) * scale).rounded(.up)), height: Int(((bottom - top) * scale).rounded(.up))) else {
            return nil
        }
        let canvas = Canvas(surface: surface)
        canvas.scale(scale, scale)
        canvas.translate(-left, -top)
        painter.draw(frame, text: text, on: canvas)
        let image = MarkerImage(surface: surface, anchor: PixelPoint(x: -left * scale, y: -top * scale), scale: scale)
        return DroppedMarkerImage(image: image, frame: frame)
    }
}

import Foundation
import Graphics
import MapCore

/// Draws the dropped marker: a red pin with a white ring, larger than the place pins, and above it the label
/// in a white rounded box with a soft halo and a small × that closes it.
struct DroppedMarkerPainter {
    let options: RenderOptions

    static let font = "Sans Bold 10"
    static let color = RGBColor(red: 0.80, green: 0.11, blue: 0.16)
    /// Side of the close button, in points.
    static let closeSide = 18.0
    /// Widest label text before it ends in "…", in points.
    static let maxTextWidth = 240.0
    /// Inner padding of the label box, in points.
    static let padding = 6.0
    /// Gap between the pin's head and the label box, in points.
    static let gap = 4.0

    var shape: PinShape { PinShape(diameter: options.pinDiameter * 1.2, height: options.pinHeight * 1.2) }

    /// Where everything goes for a pin tip at `tip` and a label laid out as `text`.
    func frame(tip: PixelPoint, text: TextLayout) -> DroppedMarkerFrame {
        let t = text.size, p = Self.padding
        let w = p + t.width + p + Self.closeSide + p / 2, h = max(t.height, Self.closeSide) + 2 * (p / 2 + 1)
        let pin = shape.bounds(tip: tip, margin: options.outlineWidth)
        let box = PixelRect(x: (tip.x - w / 2).rounded(), y: (pin.minY - Self.gap - h).rounded(), width: w.rounded(), height: h.rounded())
        let close = PixelRect(x: box.maxX - p / 2 - Self.closeSide, y: box.center.y - Self.closeSide / 2,
                              width: Self.closeSide, height: Self.closeSide)
        return DroppedMarkerFrame(tip: tip, pin: pin, label: box, close: close)
    }

    func draw(_ f: DroppedMarkerFrame, text: TextLayout, on c: Canvas) {
        // Round joins and line widths must not leak into the overlays drawn after it.
        c.save()
        defer { c.restore() }
        drawPin(tip: f.tip, on: c)
        // Halo: the box grown by 1–4 points at falling opacity, so it reads on any basemap.
        for grow in stride(from: 4.0, through: 1, by: -1) {
            c.setColor(red: 0, green: 0, blue: 0, alpha: 0.07)
            c.roundedRectangle(f.label.insetBy(dx: -grow, dy: -grow), radius: 6 + grow)
            c.fill()
        }
        c.setColor(MarkerPainter.white)
        c.roundedRectangle(f.label, radius: 6)
        c.fillPreserve()
        c.setLineWidth(1.5)
        c.setColor(Self.color)
        c.stroke()
        c.setColor(MarkerPainter.ink)
        text.draw(on: c, at: PixelPoint(x: f.label.minX + Self.padding, y: f.label.center.y - text.size.height / 2))
        // The close button: a grey disc with a dark ×.
        let centre = PixelPoint(x: f.close.center.x, y: f.close.center.y), r = Self.closeSide / 2
        c.setColor(RGBColor(red: 0.9, green: 0.9, blue: 0.91))
        c.arc(center: centre, radius: r)
        c.fill()
        c.setColor(MarkerPainter.ink)
        c.setLineWidth(1.75)
        let k = r * 0.42
        c.move(to: PixelPoint(x: centre.x - k, y: centre.y - k))
        c.line(to: PixelPoint(x: centre.x + k, y: centre.y + k))
        c.move(to: PixelPoint(x: centre.x + k, y: centre.y - k))
        c.line(to: PixelPoint(x: centre.x - k, y: centre.y + k))
        c.stroke()
    }

    private func drawPin(tip: PixelPoint, on c: Canvas) {
        let s = shape
        c.setRoundJoins()
        c.setColor(red: 0, green: 0, blue: 0, alpha: 0.25)
        s.addPath(to: c, tip: PixelPoint(x: tip.x + 1, y: tip.y + 1))
        c.fill()
        let drawnTip = PixelPoint(x: tip.x, y: tip.y - options.outlineWidth / 2)
        s.addPath(to: c, tip: drawnTip)
        c.setColor(Self.color)
        c.fillPreserve()
        c.setLineWidth(options.outlineWidth)
        c.setColor(MarkerPainter.white)
        c.stroke()
        c.arc(center: PixelPoint(x: drawnTip.x, y: drawnTip.y + s.headCenter.y), radius: s.headRadius * 0.38)
        c.fill()
    }
}

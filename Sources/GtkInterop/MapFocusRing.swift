import Graphics
import MapCore

/// The ring drawn inside the map's edge while it has keyboard focus: a blue band with a white inner line,
/// so it shows on any basemap (blue water and dark satellite alike).
public enum MapFocusRing {
    /// GNOME's accent blue.
    public static let color = RGBColor(red: 53 / 255, green: 132 / 255, blue: 228 / 255)
    /// Band width in points.
    public static let width = 3.0

    public static func draw(on canvas: Canvas, size: PixelSize) {
        guard size.width > 2 * width + 2, size.height > 2 * width + 2 else { return }
        canvas.save()
        canvas.newPath()
        canvas.setColor(color)
        canvas.setLineWidth(width)
        canvas.rectangle(PixelRect(x: width / 2, y: width / 2, width: size.width - width, height: size.height - width))
        canvas.stroke()
        canvas.setColor(RGBColor(red: 1, green: 1, blue: 1), alpha: 0.8)
        canvas.setLineWidth(1)
        canvas.rectangle(PixelRect(x: width + 0.5, y: width + 0.5, width: size.width - 2 * width - 1, height: size.height - 2 * width - 1))
        canvas.stroke()
        canvas.restore()
    }
}

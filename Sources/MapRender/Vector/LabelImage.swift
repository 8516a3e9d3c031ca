import Graphics
import MapCore

/// One label's text and halo rasterised once at a device scale; each frame copies it (turned, for line labels).
final class LabelImage {
    /// Made once, so a frame's copy allocates no cairo pattern.
    let pattern: SurfacePattern
    /// The centre of the text's box in the image, in device pixels.
    let anchor: PixelPoint
    /// Device pixels per point.
    let scale: Double

    init(surface: Surface, anchor: PixelPoint, scale: Double) {
        pattern = SurfacePattern(surface)
        self.anchor = anchor
        self.scale = scale
    }

    /// Bytes of pixel memory held.
    var byteCount: Int { pattern.surface.byteCount }

    /// Copies the image so its anchor lands on `center` (points), turned by `angle` (clockwise).
    /// Unturned labels land on a whole device pixel, so the text stays as sharp as it was rasterised.
    func draw(on canvas: Canvas, center: PixelPoint, angle: Double) {
        if angle == 0 {
            let ox = (center.x * scale - anchor.x).rounded(), oy = (center.y * scale - anchor.y).rounded()
            canvas.blit(pattern, at: PixelPoint(x: ox / scale, y: oy / scale), pixelsPerUnit: scale)
            return
        }
        canvas.save()
        canvas.translate(center.x, center.y)
        canvas.rotate(angle)
        canvas.blit(pattern, at: PixelPoint(x: -anchor.x / scale, y: -anchor.y / scale), pixelsPerUnit: scale)
        canvas.restore()
    }
}

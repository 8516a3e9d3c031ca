import Graphics
import MapCore

/// One label's text and halo rasterised once at a device scale (and turned to its angle); each frame copies it.
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

    /// Copies the image so its anchor (the text's centre) lands on `center` (points), on a whole device pixel so the
    /// text stays as sharp as it was rasterised. Line labels' images are already turned.
    func draw(on canvas: Canvas, center: PixelPoint) {
        let ox = (center.x * scale - anchor.x).rounded(), oy = (center.y * scale - anchor.y).rounded()
        canvas.blit(pattern, at: PixelPoint(x: ox / scale, y: oy / scale), pixelsPerUnit: scale)
    }
}

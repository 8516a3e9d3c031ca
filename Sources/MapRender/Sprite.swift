import Graphics
import MapCore

/// A marker rasterised once at a device scale, drawn by copying it at a whole device pixel each frame.
final class Sprite {
    let surface: Surface
    /// Made once, so each frame's copy allocates no cairo pattern.
    let pattern: SurfacePattern
    /// Where the anchor (pin tip, cluster centre) lies in the image, in device pixels.
    let anchor: PixelPoint
    /// Device pixels per point.
    let scale: Double

    init(surface: Surface, anchor: PixelPoint, scale: Double) {
        self.surface = surface; self.anchor = anchor; self.scale = scale
        pattern = SurfacePattern(surface)
    }

    /// Rasterises `paint` into an image `size` points large, with the anchor `anchor` points from its top-left.
    /// Returns nil only when the size is absurd (Surface refuses it).
    static func make(size: PixelSize, anchor: PixelPoint, scale: Double, paint: (Canvas) -> Void) -> Sprite? {
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        guard let surface = try? Surface(width: w, height: h) else { return nil }
        let canvas = Canvas(surface: surface)
        canvas.scale(scale, scale)
        canvas.translate(anchor.x, anchor.y)
        paint(canvas)
        return Sprite(surface: surface, anchor: PixelPoint(x: anchor.x * scale, y: anchor.y * scale), scale: scale)
    }

    /// Copies the image so its anchor lands on `point` (in points), snapped to the nearest device pixel so no resampling blurs it.
    func draw(on canvas: Canvas, at point: PixelPoint) {
        let o = deviceOrigin(at: point)
        canvas.blit(pattern, at: PixelPoint(x: Double(o.x) / scale, y: Double(o.y) / scale), pixelsPerUnit: scale)
    }

    /// Copies the image onto a canvas set up as `Sprite.make` sets one up for an image of the same size, anchor and
    /// scale: device pixel onto device pixel, as if its drawing had been done there.
    func drawAsLayer(on canvas: Canvas) {
        canvas.blit(pattern, at: PixelPoint(x: -anchor.x / scale, y: -anchor.y / scale), pixelsPerUnit: scale)
    }

    /// The device pixel the image's top-left lands on when its anchor goes to `point` (points).
    func deviceOrigin(at point: PixelPoint) -> (x: Int, y: Int) {
        (Int((point.x * scale - anchor.x).rounded()), Int((point.y * scale - anchor.y).rounded()))
    }
}

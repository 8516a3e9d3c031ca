import CCairo
import MapCore

/// An alpha-only (Cairo A8) image: glyphs drawn into it with a Canvas, grown into a halo with `dilated(radius:)`, and
/// composited in a colour with `Canvas.fill(_:through:)`.
public final class AlphaMask {
    let raw: OpaquePointer
    public let width: Int
    public let height: Int

    /// A transparent mask; throws on sizes Cairo refuses.
    public init(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { throw .invalidSize(width: width, height: height) }
        let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .invalidSize(width: width, height: height)
        }
        raw = s; self.width = width; self.height = height
    }

    deinit { cairo_surface_destroy(raw) }

    /// A canvas drawing into the mask (only the source's alpha counts).
    public func canvas() -> Canvas { Canvas(rawSurface: raw) }

    /// Coverage at one pixel, 0–255 (tests).
    public func alpha(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(raw) else { return 0 }
        cairo_surface_flush(raw)
        return data[y * Int(cairo_image_surface_get_stride(raw)) + x]
    }

    /// The mask grown by `radius` pixels: each pixel takes the largest coverage within a disc of that radius, a
    /// neighbour at distance d weighted by clamp(radius + 0.5 − d, 0, 1) so the grown edge stays antialiased and a
    /// fractional radius grows by a fraction of a pixel.
    public func dilated(radius: Double) throws(ImageError) -> AlphaMask {
        let out = try AlphaMask(width: width, height: height)
        cairo_surface_flush(raw)
        guard let src = cairo_image_surface_get_data(raw), let dst = cairo_image_surface_get_data(out.raw) else { return out }
        let stride = Int(cairo_image_surface_get_stride(raw))
        let r = radius.isFinite ? min(max(0, radius), 16) : 0
        // Offsets within the disc with their weights (0–256).
        let reach = Int((r + 0.5).rounded(.up))
        var taps: [(dx: Int, dy: Int, w: Int)] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let d = Double(dx * dx + dy * dy).squareRoot()
                let w = Int((min(1, max(0, r + 0.5 - d)) * 256).rounded())
                if w > 0 { taps.append((dx, dy, w)) }
            }
        }
        let w = width, h = height
        for (dx, dy, weight) in taps {
            let x0 = max(0, -dx), x1 = min(w, w - dx)
            guard x0 < x1 else { continue }
            for y in max(0, -dy)..<min(h, h - dy) {
                let s = src + (y + dy) * stride + dx
                let o = dst + y * stride
                if weight >= 256 {
                    for x in x0..<x1 where s[x] > o[x] { o[x] = s[x] }
                } else {
                    for x in x0..<x1 {
                        let v = UInt8(truncatingIfNeeded: (Int(s[x]) * weight + 128) >> 8)
                        if v > o[x] { o[x] = v }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(out.raw)
        return out
    }
}

extension Canvas {
    /// Paints `color` through `mask`, the mask's pixels laid on the device pixels from the top-left, whatever the
    /// current transform.
    public func fill(_ color: RGBColor, through mask: AlphaMask) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_mask_surface(cr, mask.raw, 0, 0)
        cairo_restore(cr)
    }
}

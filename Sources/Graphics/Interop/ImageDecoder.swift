import CPixbuf
import Foundation

/// Decodes PNG, JPEG and WebP bodies (and SVG icon files) into Surfaces through gdk-pixbuf. Safe to call off the main thread.
public enum ImageDecoder {
    /// Default ceiling on decoded pixels, so a hostile image cannot exhaust memory.
    public static let defaultMaxPixels = 4096 * 4096
    /// Default ceiling on either side, in pixels.
    public static let defaultMaxSide = 8192

    /// Decodes a PNG, JPEG or WebP body. Never traps: a bad body is an `ImageError`.
    /// The format is sniffed and its declared size and completeness checked before any decoding, and only the
    /// sniffed format's loader is used, so a GIF or SVG bomb, or a cut-off body, is refused without allocating.
    public static func decode(_ data: Data, maxPixels: Int = defaultMaxPixels, maxSide: Int = defaultMaxSide) throws(ImageError) -> Surface {
        let header = try TileImageSniffer.sniff(data)
        try header.requireDecodable(maxPixels: maxPixels, maxSide: maxSide)
        var err: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(header.format.loaderName, &err) else {
            let why = err.map { String(cString: $0.pointee.message) } ?? "no loader"
            if let err { g_error_free(err) }
            throw .undecodable("no \(header.format.name) decoder: \(why)")
        }
        defer { pinmap_loader_unref(loader) }
        let wrote = data.withUnsafeBytes { buf -> gboolean in
            gdk_pixbuf_loader_write(loader, buf.bindMemory(to: UInt8.self).baseAddress, gsize(buf.count), &err)
        }
        // Close even after a failed write, so the loader releases its state; keep the first error.
        var closeErr: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeErr)
        if err == nil { err = closeErr } else if let closeErr { g_error_free(closeErr) }
        if wrote == 0 || closed == 0 {
            let why = err.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let err { g_error_free(err) }
            throw .undecodable(why)
        }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { throw .undecodable("no image in data") }
        // The header's size is what was allowed; a loader that made something else is refused.
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        guard w == header.width, h == header.height else {
            throw .undecodable("decoded \(w)×\(h), header said \(header.width)×\(header.height)")
        }
        return try surface(from: pixbuf, maxPixels: maxPixels)
    }

    /// Loads a file (e.g. an SVG icon) rasterised at `size`×`size` pixels, keeping its aspect ratio.
    public static func load(contentsOf path: String, size: Int) throws(ImageError) -> Surface {
        var err: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(size), Int32(size), &err) else {
            let why = err.map { String(cString: $0.pointee.message) } ?? "cannot read"
            if let err { g_error_free(err) }
            throw .io(path: path, reason: why)
        }
        defer { pinmap_pixbuf_unref(pixbuf) }
        return try surface(from: pixbuf, maxPixels: defaultMaxPixels)
    }

    /// Converts RGB(A) rows to Cairo's premultiplied native-endian ARGB32.
    private static func surface(from pixbuf: OpaquePointer, maxPixels: Int) throws(ImageError) -> Surface {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        guard w > 0, h > 0 else { throw .invalidSize(width: w, height: h) }
        guard w * h <= maxPixels else { throw .tooLarge(width: w, height: h, maxPixels: maxPixels) }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3,
              let src = gdk_pixbuf_read_pixels(pixbuf) else { throw .undecodable("unsupported pixel format") }
        // An image with no transparent pixel is made opaque (RGB24), so drawing it copies instead of blending.
        let opaque = !hasAlpha || (0..<h).allSatisfy { y in
            let line = src.advanced(by: y * stride)
            return (0..<w).allSatisfy { x in line[x * channels + 3] == 255 }
        }
        // Every pixel is written below, so a reused buffer need not be cleared first.
        let out = try Surface(width: w, height: h, cleared: false, opaque: opaque)
        out.fill { y, row in
            let line = src.advanced(by: y * stride)
            for x in 0..<w {
                let p = line.advanced(by: x * channels)
                let a = hasAlpha ? UInt32(p[3]) : 255
                let r = UInt32(p[0]) * a / 255, g = UInt32(p[1]) * a / 255, b = UInt32(p[2]) * a / 255
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return out
    }
}

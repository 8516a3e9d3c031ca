import CCairo
import Foundation

/// A premultiplied ARGB32 image that Cairo draws from and into.
/// Sendable because it is never mutated once handed to another thread (decoders finish before publishing).
public final class Surface: @unchecked Sendable {
    let raw: OpaquePointer
    public let width: Int
    public let height: Int
    /// No transparency (Cairo's RGB24): drawn over anything it replaces the pixels under it, and pixman copies it
    /// instead of blending (a map tile from a JPEG, or a PNG without alpha, is such an image).
    public let isOpaque: Bool

    /// A transparent image (black, when `opaque`); throws on sizes Cairo refuses.
    /// Common tile sizes take their pixels from `pool` (given back when the surface dies); other sizes, or a nil pool, use Cairo's own.
    /// `cleared: false` leaves a reused buffer's old pixels, for callers that paint every pixel before reading any.
    public init(width: Int, height: Int, cleared: Bool = true, opaque: Bool = false, pool: SurfacePool? = .shared) throws(ImageError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { throw .invalidSize(width: width, height: height) }
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        isOpaque = opaque
        if let pool, let s = Self.makePooled(width: width, height: height, format: format, cleared: cleared, pool: pool) {
            raw = s; self.width = width; self.height = height
            return
        }
        let s = cairo_image_surface_create(format, Int32(width), Int32(height))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .invalidSize(width: width, height: height)
        }
        raw = s; self.width = width; self.height = height
    }

    /// Takes ownership of a surface reference.
    init(adopting s: OpaquePointer) {
        raw = s
        width = Int(cairo_image_surface_get_width(s))
        height = Int(cairo_image_surface_get_height(s))
        isOpaque = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24
    }

    deinit { cairo_surface_destroy(raw) }

    /// Bytes of pixel memory held (for caches bounded in bytes).
    public var byteCount: Int { Int(cairo_image_surface_get_stride(raw)) * height }

    /// One pixel, un-premultiplied, for tests and golden comparisons.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(raw) else {
            return RGBA8(r: 0, g: 0, b: 0, a: 0)
        }
        cairo_surface_flush(raw)
        let stride = Int(cairo_image_surface_get_stride(raw))
        let v = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(v >> 24)
        func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c & 0xff) * 255 / UInt32(a))) }
        return RGBA8(r: un(v >> 16), g: un(v >> 8), b: un(v), a: a)
    }

    /// Writes pixels row by row from a non-premultiplied RGBA8 producer (used by decoders and tests).
    func fill(rows: (_ y: Int, _ row: UnsafeMutablePointer<UInt32>) -> Void) {
        cairo_surface_flush(raw)
        guard let data = cairo_image_surface_get_data(raw) else { return }
        let stride = Int(cairo_image_surface_get_stride(raw))
        for y in 0..<height {
            data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { rows(y, $0) }
        }
        cairo_surface_mark_dirty(raw)
    }

    /// Encodes as PNG.
    public func pngData() throws(ImageError) -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let ctx = Unmanaged.passUnretained(sink).toOpaque()
        let status = cairo_surface_write_to_png_stream(raw, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, ctx)
        guard status == CAIRO_STATUS_SUCCESS else { throw .undecodable(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    public func writePNG(to url: URL) throws(ImageError) {
        let data = try pngData()
        do { try data.write(to: url, options: .atomic) } catch { throw .io(path: url.path, reason: error.localizedDescription) }
    }
}

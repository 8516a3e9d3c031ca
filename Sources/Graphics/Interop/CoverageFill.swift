import CCairo
import Foundation
import MapCore

/// Fills paths on a `Canvas` with our own exact-area coverage (`CoverageAccumulator`) into an A8 mask, then one
/// `cairo_mask_surface` of the fill colour: Cairo 1.16's standard scan converter (256×15 samples a pixel) was half
/// of a cold map frame, and its fast one is unsafe there (`Canvas.fastAntialiasIsSafe`).
///
/// Made for one canvas's current transform and clip, and used on it alone until dropped. Only for image surfaces
/// drawn at their own pixels (`init` is nil otherwise: a HiDPI toolkit surface would get a mask at half its pixels).
public final class CoverageFill {
    private let canvas: Canvas
    private let accumulator: CoverageAccumulator
    // The grid's top-left corner in device pixels, and the user → device transform.
    private let originX: Int, originY: Int
    private let m: cairo_matrix_t
    private var start: PixelPoint?, current: PixelPoint?
    // While stroking: the outliner, and the line being added in grid pixels.
    private var outliner: StrokeOutliner?
    private var xs: [Double] = [], ys: [Double] = []

    /// Nil when `canvas` does not draw into an image surface at scale 1, or its clip is empty.
    public init?(canvas: Canvas) {
        let cr = canvas.cr
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard sx == 1, sy == 1, ox == 0, oy == 0 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        m = matrix
        // The clip's extents in device pixels.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let w = Int(cairo_image_surface_get_width(target)), h = Int(cairo_image_surface_get_height(target))
        let left = max(0, Int(x0.rounded(.down))), top = max(0, Int(y0.rounded(.down)))
        let right = min(w, Int(x1.rounded(.up))), bottom = min(h, Int(y1.rounded(.up)))
        guard right > left, bottom > top else { return nil }
        originX = left; originY = top
        self.canvas = canvas
        accumulator = CoverageAccumulatorPool.shared.take(width: right - left, height: bottom - top,
                                                         maskStride: Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(right - left))))
    }

    deinit {
        accumulator.discard()
        CoverageAccumulatorPool.shared.give(accumulator)
    }

    @inline(__always) private func device(_ p: PixelPoint) -> (Double, Double) {
        (m.xx * p.x + m.xy * p.y + m.x0 - Double(originX), m.yx * p.x + m.yy * p.y + m.y0 - Double(originY))
    }

    private func edge(_ a: PixelPoint, _ b: PixelPoint) {
        let (ax, ay) = device(a), (bx, by) = device(b)
        accumulator.addLine(x0: ax, y0: ay, x1: bx, y1: by)
    }

    /// Starts a new sub-path (when filling, the previous one is closed, as a fill closes it).
    public func move(to p: PixelPoint) {
        if outliner != nil {
            outlineLine(closed: false)
            let (x, y) = device(p)
            xs.append(x); ys.append(y)
            return
        }
        closePath()
        start = p; current = p
    }

    public func line(to p: PixelPoint) {
        if outliner != nil {
            let (x, y) = device(p)
            xs.append(x); ys.append(y)
            return
        }
        guard let c = current else { move(to: p); return }
        edge(c, p)
        current = p
    }

    public func closePath() {
        if outliner != nil { outlineLine(closed: true); return }
        if let s = start, let c = current, s != c { edge(c, s) }
        current = start
    }

    /// From here until `endStroke`, the paths added are lines to stroke `width` wide (in user units: the canvas's
    /// scale applies), as Cairo strokes them with these caps and joins, without dashes.
    public func beginStroke(width: Double, cap: LineCap, join: LineJoin) {
        outlineLine(closed: false)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        outliner = StrokeOutliner(halfWidth: width * scale / 2, cap: cap, join: join, tolerance: Self.tolerance)
    }

    /// Fills the outline of the lines added since `beginStroke` or the last `stroke` with a colour.
    public func stroke(_ color: RGBColor, alpha: Double) {
        outlineLine(closed: false)
        composite(color, alpha: alpha, evenOdd: false)
    }

    /// Back to filling.
    public func endStroke() {
        xs.removeAll(keepingCapacity: true); ys.removeAll(keepingCapacity: true)
        outliner = nil
    }

    /// How far (device pixels) a round join's chords may stray from the circle: as the painter's Cairo tolerance.
    static let tolerance = 0.3

    private func outlineLine(closed: Bool) {
        defer { xs.removeAll(keepingCapacity: true); ys.removeAll(keepingCapacity: true) }
        // A move alone draws nothing, as in Cairo; a move and a line to the same point draws the caps' dot.
        guard let outliner, xs.count > 1 else { return }
        let a = accumulator
        outliner.outline(xs: xs, ys: ys, closed: closed) { a.addLine(x0: $0, y0: $1, x1: $2, y1: $3) }
    }

    /// Fills what was added since the last fill with a colour, and starts an empty path.
    public func fill(_ color: RGBColor, alpha: Double, evenOdd: Bool) {
        closePath()
        start = nil; current = nil
        composite(color, alpha: alpha, evenOdd: evenOdd)
    }

    private func composite(_ color: RGBColor, alpha: Double, evenOdd: Bool) {
        guard let r = accumulator.resolve(evenOdd: evenOdd), alpha > 0 else { return }
        let cr = canvas.cr
        let (w, h, stride) = (accumulator.width, accumulator.height, accumulator.maskStride)
        let (ox, oy) = (originX, originY)
        accumulator.mask.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress,
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride)) else { return }
            // Cairo reads the mask only inside this call; finished before the buffer moves on.
            defer { cairo_surface_finish(surface); cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            // The clip below takes the canvas's path; one being built (a label's outlines) is put back after.
            let kept = cairo_has_current_point(cr) != 0 ? cairo_copy_path(cr) : nil
            cairo_save(cr)
            cairo_identity_matrix(cr)
            // Only the pixels written: the rest of the mask holds earlier fills' coverage.
            cairo_rectangle(cr, Double(ox + r.x), Double(oy + r.y), Double(r.width), Double(r.height))
            cairo_clip(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, min(1, alpha))
            cairo_mask_surface(cr, surface, Double(ox), Double(oy))
            cairo_restore(cr)
            if let kept {
                cairo_new_path(cr)
                cairo_append_path(cr, kept)
                cairo_path_destroy(kept)
            }
        }
    }

    /// Frees the spare grids kept for the next tiles (when the app goes idle).
    public static func trimSpares() { CoverageAccumulatorPool.shared.trim() }

    /// Drops the path without filling it.
    public func newPath() {
        accumulator.discard()
        xs.removeAll(keepingCapacity: true); ys.removeAll(keepingCapacity: true)
        start = nil; current = nil
    }
}

/// Spare accumulators, so a tile's fills reuse zeroed cells instead of mapping fresh pages (a 256-px tile's cells
/// are 258 KiB). Keeps at most four, one per worker and the main thread.
final class CoverageAccumulatorPool: @unchecked Sendable {
    static let shared = CoverageAccumulatorPool()
    private let lock = NSLock()
    private var spares: [CoverageAccumulator] = []

    func take(width: Int, height: Int, maskStride: Int) -> CoverageAccumulator {
        lock.lock()
        if let i = spares.firstIndex(where: { $0.width == width && $0.height == height && $0.maskStride == maskStride }) {
            let a = spares.remove(at: i)
            lock.unlock()
            return a
        }
        lock.unlock()
        return CoverageAccumulator(width: width, height: height, maskStride: maskStride)
    }

    func give(_ a: CoverageAccumulator) {
        lock.withLock {
            spares.append(a)
            if spares.count > 4 { spares.removeFirst() }
        }
    }

    /// Frees every spare (with the surface pool's, when the app goes idle).
    func trim() { lock.withLock { spares.removeAll() } }
}

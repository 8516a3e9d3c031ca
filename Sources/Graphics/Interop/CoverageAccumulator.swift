import Foundation

/// Exact-area coverage of filled polygons over a pixel grid, accumulated from their edges alone (the signed-area
/// accumulation of font-rs and stb_truetype): each edge adds, to the cells of the rows it crosses, the share of each
/// pixel that lies to its right, and a running sum along a row gives the winding-weighted coverage of every pixel.
/// One pass per edge row and one per covered pixel, where Cairo 1.16's standard converter samples 256×15 per pixel.
///
/// Nonzero winding is exact inside shapes and where shapes do not share a pixel; at a pixel two overlapping shapes of
/// the same winding both cover partly, the sum is clamped to full coverage (a pixel on shared edges comes out a
/// little darker than true). Even-odd folds the winding sum (0 → 1 → 0 every two windings).
/// In `Interop/` because the row passes run over unsafe buffers: they are the hot loops of every fill.
public final class CoverageAccumulator {
    /// Pixels across and down.
    public let width: Int
    public let height: Int
    /// Bytes per row of `mask` (at least `width`; Cairo's A8 stride when the mask becomes a surface).
    public let maskStride: Int
    /// Coverage 0…255 per pixel, valid inside the rectangle the last `resolve` returned.
    public internal(set) var mask: [UInt8]
    // Per row `width + 2` cells: an edge at the right border adds to the two cells past the last pixel.
    private var cells: [Float]
    private let cellStride: Int
    // Which blocks of 16 cells in each row an edge wrote to: `resolve` runs the per-pixel sum over those alone and
    // fills the rest of a row with the running coverage at once (a stroked road crosses a few blocks per row).
    private var touched: [Bool]
    private let blocksPerRow: Int
    private static let blockShift = 4
    private var minRow = Int.max, maxRow = -1, minCol = Int.max, maxCol = -1

    /// A grid of `width` × `height` pixels (both at least 1, at most 16384).
    public init(width: Int, height: Int, maskStride: Int? = nil) {
        self.width = min(max(1, width), 16384)
        self.height = min(max(1, height), 16384)
        self.maskStride = max(self.width, maskStride ?? self.width)
        cellStride = self.width + 2
        cells = [Float](repeating: 0, count: cellStride * self.height)
        blocksPerRow = (cellStride >> Self.blockShift) + 1
        touched = [Bool](repeating: false, count: blocksPerRow * self.height)
        mask = [UInt8](repeating: 0, count: self.maskStride * self.height)
    }

    /// Whether no edge has been added since the last `resolve` or `discard`.
    public var isEmpty: Bool { maxRow < minRow }

    /// Adds one edge of a closed polygon, in pixel coordinates (0,0 is the grid's top-left corner). Non-finite
    /// coordinates are ignored; parts outside the grid count as if on its left or right border, so coverage inside
    /// stays right.
    public func addLine(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        guard (y0 > 0 || y1 > 0), (y0 < Double(height) || y1 < Double(height)) else { return }
        // Split where the edge crosses x = 0 or x = width, so each piece lies on one side of each border.
        for border in 0...1 {
            let b = border == 0 ? 0 : Double(width)
            guard (x0 < b) != (x1 < b), x0 > b || x1 > b else { continue }
            let ym = y0 + (b - x0) / (x1 - x0) * (y1 - y0)
            addLine(x0: x0, y0: y0, x1: b, y1: ym)
            addLine(x0: b, y0: ym, x1: x1, y1: y1)
            return
        }
        accumulate(x0: min(max(x0, 0), Double(width)), y0: y0, x1: min(max(x1, 0), Double(width)), y1: y1)
    }

    /// font-rs's `draw_line`: an edge with both ends in 0…width.
    private func accumulate(x0: Double, y0: Double, x1: Double, y1: Double) {
        let dir: Float = y0 < y1 ? 1 : -1
        var (ya, yb, x) = y0 < y1 ? (y0, y1, x0) : (y1, y0, x1)
        let xEnd = y0 < y1 ? x1 : x0
        let dxdy = (xEnd - x) / (yb - ya)
        let w = Double(width)
        // Clamped again: with ends near ±1e300 the step back to row 0 can round outside 0…width.
        if ya < 0 { x = min(max(x - ya * dxdy, 0), w); ya = 0 }
        yb = min(yb, Double(height))
        guard ya < yb, dxdy.isFinite, x.isFinite else { return }
        let firstRow = Int(ya), lastRow = Int(yb.rounded(.up)) - 1
        minRow = min(minRow, firstRow); maxRow = max(maxRow, lastRow)
        var lo = Int.max, hi = -1
        let shift = Self.blockShift, bpr = blocksPerRow
        cells.withUnsafeMutableBufferPointer { acc in
          touched.withUnsafeMutableBufferPointer { marks in
            for y in firstRow...lastRow {
                let base = y * cellStride
                let dy = min(Double(y + 1), yb) - max(Double(y), ya)
                let xNext = min(max(x + dxdy * dy, 0), w)
                let d = Float(dy) * dir
                let (xl, xr) = x < xNext ? (x, xNext) : (xNext, x)
                let xlFloor = xl.rounded(.down)
                let xli = Int(xlFloor), xri = Int(xr.rounded(.up))
                lo = min(lo, xli); hi = max(hi, xri)
                // Cells xli … max(xri, xli + 1) change.
                var b = xli >> shift
                let bEnd = max(xri, xli + 1) >> shift
                while b <= bEnd { marks[y * bpr + b] = true; b += 1 }
                if xri <= xli + 1 {
                    // Within one pixel: the share right of the edge's mean x stays in this pixel.
                    let xmf = Float(0.5 * (x + xNext) - xlFloor)
                    acc[base + xli] += d - d * xmf
                    acc[base + xli + 1] += d * xmf
                } else {
                    let s = Float(1 / (xr - xl))
                    let xlf = Float(xl - xlFloor)
                    let a0 = 0.5 * s * (1 - xlf) * (1 - xlf)
                    let xrf = Float(xr - Double(xri) + 1)
                    let am = 0.5 * s * xrf * xrf
                    acc[base + xli] += d * a0
                    if xri == xli + 2 {
                        acc[base + xli + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - xlf)
                        acc[base + xli + 1] += d * (a1 - a0)
                        var xi = xli + 2
                        while xi < xri - 1 { acc[base + xi] += d * s; xi += 1 }
                        let a2 = a1 + Float(xri - xli - 3) * s
                        acc[base + xri - 1] += d * (1 - a2 - am)
                    }
                    acc[base + xri] += d * am
                }
                x = xNext
            }
          }
        }
        minCol = min(minCol, lo); maxCol = max(maxCol, hi)
    }

    /// Turns the edges added so far into `mask` coverage and clears them. Returns the rectangle of pixels written
    /// (x, y, width, height), or nil when nothing was added.
    public func resolve(evenOdd: Bool) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard !isEmpty else { return nil }
        let c0 = max(0, minCol), c1 = min(width - 1, maxCol)
        let clearEnd = min(cellStride - 1, maxCol + 1)
        let rows = minRow...maxRow
        defer { minRow = .max; maxRow = -1; minCol = .max; maxCol = -1 }
        guard c0 <= c1 else { clear(rows: rows, from: 0, through: clearEnd); return nil }
        let stride = cellStride, mStride = maskStride, shift = Self.blockShift, bpr = blocksPerRow
        @inline(__always) func byte(_ sum: Float) -> UInt8 {
            var v = abs(sum)
            if evenOdd {
                v -= 2 * (v * 0.5).rounded(.down)
                if v > 1 { v = 2 - v }
            } else if v > 1 {
                v = 1
            }
            return UInt8(v * 255 + 0.5)
        }
        cells.withUnsafeMutableBufferPointer { acc in
          touched.withUnsafeMutableBufferPointer { marks in
            mask.withUnsafeMutableBufferPointer { out in
                for y in rows {
                    let base = y * stride, mBase = y * mStride, bBase = y * bpr
                    var sum: Float = 0
                    // Cells left of c0 are untouched (zero) in every row.
                    var x = c0
                    while x <= c1 {
                        let block = x >> shift
                        let blockEnd = min(c1, ((block + 1) << shift) - 1)
                        if marks[bBase + block] {
                            while x <= blockEnd {
                                sum += acc[base + x]
                                acc[base + x] = 0
                                out[mBase + x] = byte(sum)
                                x += 1
                            }
                        } else {
                            // No edge here: the coverage stays what it is.
                            (out.baseAddress! + mBase + x).update(repeating: byte(sum), count: blockEnd - x + 1)
                            x = blockEnd + 1
                        }
                    }
                    // Past the last pixel: cells the right border wrote, and every block's mark.
                    while x <= clearEnd { acc[base + x] = 0; x += 1 }
                    for b in (c0 >> shift)...(clearEnd >> shift) { marks[bBase + b] = false }
                }
            }
          }
        }
        return (c0, minRow, c1 - c0 + 1, maxRow - minRow + 1)
    }

    /// Drops the edges added since the last `resolve` without producing coverage.
    public func discard() {
        guard !isEmpty else { return }
        clear(rows: minRow...maxRow, from: max(0, minCol), through: min(cellStride - 1, maxCol + 1))
        minRow = .max; maxRow = -1; minCol = .max; maxCol = -1
    }

    private func clear(rows: ClosedRange<Int>, from c0: Int, through c1: Int) {
        guard c0 <= c1 else { return }
        for y in rows {
            for x in c0...c1 { cells[y * cellStride + x] = 0 }
            for b in (c0 >> Self.blockShift)...(c1 >> Self.blockShift) { touched[y * blocksPerRow + b] = false }
        }
    }
}

import Foundation
import MapCore
import Testing
@testable import Graphics

/// The fill rasteriser's exact-area coverage: known shapes give known bytes, windings combine as the fill rules say,
/// edges outside the grid and hostile coordinates never write outside it.
struct CoverageAccumulatorTests {
    private func polygon(_ a: CoverageAccumulator, _ points: [(Double, Double)]) {
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            a.addLine(x0: p.0, y0: p.1, x1: q.0, y1: q.1)
        }
    }

    private func coverage(_ a: CoverageAccumulator, _ x: Int, _ y: Int) -> Int { Int(a.mask[y * a.maskStride + x]) }

    @Test func aPixelAlignedSquareCoversItsPixelsWholly() throws {
        let a = CoverageAccumulator(width: 8, height: 8)
        polygon(a, [(2, 1), (6, 1), (6, 5), (2, 5)])
        let r = try #require(a.resolve(evenOdd: false))
        #expect(r.x <= 2 && r.y == 1 && r.x + r.width >= 6 && r.y + r.height == 5)
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) { #expect(coverage(a, x, y) == ((2..<6).contains(x) ? 255 : 0), "pixel \(x),\(y)") }
        }
    }

    @Test func halfCoveredPixelsGetHalfCoverage() throws {
        let a = CoverageAccumulator(width: 8, height: 8)
        // x from 1.5 to 4.5, y from 2 to 3.5: the pixels on each side are half in.
        polygon(a, [(1.5, 2), (4.5, 2), (4.5, 3.5), (1.5, 3.5)])
        _ = try #require(a.resolve(evenOdd: false))
        #expect(coverage(a, 1, 2) == 128 && coverage(a, 2, 2) == 255 && coverage(a, 4, 2) == 128)
        #expect(coverage(a, 1, 3) == 64 && coverage(a, 3, 3) == 128)
    }

    @Test func aSlantedTrianglesCoverageSumsToItsArea() throws {
        let a = CoverageAccumulator(width: 32, height: 32)
        let tri = [(3.3, 2.7), (29.1, 9.4), (11.8, 30.2)]
        polygon(a, tri)
        let r = try #require(a.resolve(evenOdd: false))
        var sum = 0.0
        for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { sum += Double(coverage(a, x, y)) / 255 } }
        let area = abs((tri[1].0 - tri[0].0) * (tri[2].1 - tri[0].1) - (tri[2].0 - tri[0].0) * (tri[1].1 - tri[0].1)) / 2
        #expect(abs(sum - area) < 0.5, "coverage \(sum) vs area \(area)")
        // Either winding gives the same coverage.
        polygon(a, tri.reversed())
        let r2 = try #require(a.resolve(evenOdd: false))
        var sum2 = 0.0
        for y in r2.y..<(r2.y + r2.height) { for x in r2.x..<(r2.x + r2.width) { sum2 += Double(coverage(a, x, y)) / 255 } }
        #expect(abs(sum2 - sum) < 0.01)
    }

    @Test func windingsCombineAsTheFillRulesSay() throws {
        let outer = [(1.0, 1.0), (9.0, 1.0), (9.0, 9.0), (1.0, 9.0)]
        let inner = [(3.0, 3.0), (7.0, 3.0), (7.0, 7.0), (3.0, 7.0)]
        let a = CoverageAccumulator(width: 10, height: 10)
        // Same winding twice: nonzero fills the middle, even-odd leaves it empty.
        polygon(a, outer); polygon(a, inner)
        _ = try #require(a.resolve(evenOdd: false))
        #expect(coverage(a, 5, 5) == 255 && coverage(a, 2, 2) == 255)
        polygon(a, outer); polygon(a, inner)
        _ = try #require(a.resolve(evenOdd: true))
        #expect(coverage(a, 5, 5) == 0 && coverage(a, 2, 2) == 255)
        // A hole wound the other way is a hole under nonzero too.
        polygon(a, outer); polygon(a, inner.reversed())
        _ = try #require(a.resolve(evenOdd: false))
        #expect(coverage(a, 5, 5) == 0 && coverage(a, 2, 2) == 255)
    }

    @Test func partsOutsideTheGridCountAsOnItsBorders() throws {
        let a = CoverageAccumulator(width: 16, height: 16)
        // Far wider and taller than the grid, with a slanted edge crossing its left border.
        polygon(a, [(-500, -300), (10, -300), (10, 900), (-40, 900), (-20, 8)])
        let r = try #require(a.resolve(evenOdd: false))
        #expect(r.x == 0 && r.y == 0 && r.height == 16)
        for y in 0..<16 { for x in 0..<16 { #expect(coverage(a, x, y) == (x < 10 ? 255 : 0), "pixel \(x),\(y)") } }
        // Wholly right of the grid: nothing to draw.
        polygon(a, [(20, 2), (30, 2), (30, 9)])
        #expect(a.resolve(evenOdd: false) == nil)
        // Nothing left behind: an empty resolve after it draws nothing.
        #expect(a.resolve(evenOdd: false) == nil)
    }

    @Test func hostileCoordinatesNeitherCrashNorLeaveCoverageBehind() throws {
        let a = CoverageAccumulator(width: 16, height: 16)
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, 16, 7.5, .greatestFiniteMagnitude]
        for x0 in values { for y1 in values { a.addLine(x0: x0, y0: 3, x1: 8, y1: y1) } }
        _ = a.resolve(evenOdd: false)
        // Cells are clear again: a square drawn next comes out exact.
        polygon(a, [(4, 4), (12, 4), (12, 12), (4, 12)])
        // The mask is valid inside the rectangle written (the rest holds the earlier fill's coverage).
        let r = try #require(a.resolve(evenOdd: true))
        #expect(r.x == 4 && r.y == 4 && r.x + r.width >= 12 && r.x + r.width <= 13 && r.height == 8)
        #expect(coverage(a, 4, 8) == 255 && coverage(a, 11, 11) == 255 && (r.x + r.width == 12 || coverage(a, 12, 8) == 0))
        polygon(a, [(1, 1), (5, 1), (5, 5)])
        a.discard()
        #expect(a.isEmpty && a.resolve(evenOdd: false) == nil)
    }

    @Test func aFillThroughTheMaskMatchesCairosOwn() throws {
        // A star with self-crossings, filled by Cairo's standard converter and by the mask, on the same 64×64 canvas.
        let star = (0..<5).map { k -> PixelPoint in
            let a = Double(k * 2 % 5) * 2 * .pi / 5 - .pi / 2
            return PixelPoint(x: 32 + 27.3 * cos(a), y: 33.1 + 27.3 * sin(a))
        }
        for evenOdd in [false, true] {
            let cairo = try Surface(width: 64, height: 64), ours = try Surface(width: 64, height: 64)
            let c1 = Canvas(surface: cairo), c2 = Canvas(surface: ours)
            c1.clear(.init(red: 1, green: 1, blue: 1)); c2.clear(.init(red: 1, green: 1, blue: 1))
            c1.newPath()
            for (i, p) in star.enumerated() { if i == 0 { c1.move(to: p) } else { c1.line(to: p) } }
            c1.closePath()
            if evenOdd { c1.setEvenOddFill() } else { c1.setWindingFill() }
            c1.setColor(.init(red: 0.2, green: 0.4, blue: 0.8), alpha: 0.9)
            c1.fill()
            let fill = try #require(CoverageFill(canvas: c2))
            for (i, p) in star.enumerated() { if i == 0 { fill.move(to: p) } else { fill.line(to: p) } }
            fill.fill(.init(red: 0.2, green: 0.4, blue: 0.8), alpha: 0.9, evenOdd: evenOdd)
            var worst = 0, differing = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let p = cairo.pixel(x: x, y: y), q = ours.pixel(x: x, y: y)
                    let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                    worst = max(worst, d)
                    if d > 24 { differing += 1 }
                }
            }
            // Cairo samples 15 rows a pixel: at most a fifteenth of an edge pixel's coverage apart, except in the
            // pixels where the star's edges cross (area accumulation sums the windings of a pixel's parts before the
            // rule applies): at most two per crossing.
            #expect(differing <= 10, "evenOdd \(evenOdd): worst \(worst), \(differing) pixels over 24")
            #expect(ours.pixel(x: 32, y: 20).b > 150 && ours.pixel(x: 1, y: 1) == cairo.pixel(x: 1, y: 1))
        }
    }

    @Test func aFillStaysInsideTheClipAndTheTransform() throws {
        let surface = try Surface(width: 32, height: 32)
        let canvas = Canvas(surface: surface)
        canvas.scale(2, 2)
        canvas.clip(to: PixelRect(x: 0, y: 0, width: 8, height: 8))
        let fill = try #require(CoverageFill(canvas: canvas))
        // 2…12 in user space is 4…24 in pixels; the clip stops it at 16.
        fill.move(to: .init(x: 2, y: 2)); fill.line(to: .init(x: 12, y: 2)); fill.line(to: .init(x: 12, y: 12)); fill.line(to: .init(x: 2, y: 12))
        fill.fill(.init(red: 1, green: 0, blue: 0), alpha: 1, evenOdd: false)
        #expect(surface.pixel(x: 3, y: 10).a == 0 && surface.pixel(x: 4, y: 10).a == 255 && surface.pixel(x: 15, y: 15).a == 255)
        #expect(surface.pixel(x: 16, y: 10).a == 0 && surface.pixel(x: 10, y: 16).a == 0)
    }
}

/// Strokes through the mask against Cairo's own, for each cap and join the styles use, open and closed.
struct CoverageStrokeTests {
    private static let zigzag = [PixelPoint(x: 6.3, y: 40.2), PixelPoint(x: 20.7, y: 9.1), PixelPoint(x: 31.2, y: 50.4),
                                 PixelPoint(x: 44.9, y: 30.3), PixelPoint(x: 58.1, y: 31.0), PixelPoint(x: 40.0, y: 58.6)]

    /// Worst channel difference and pixels differing by more than 48 between Cairo's stroke and ours.
    private func compare(width: Double, cap: LineCap, join: LineJoin, closed: Bool, scale: Double = 1) throws -> (worst: Int, over: Int, inked: Int) {
        let side = Int(64 * scale)
        let cairo = try Surface(width: side, height: side), ours = try Surface(width: side, height: side)
        let c1 = Canvas(surface: cairo), c2 = Canvas(surface: ours)
        for c in [c1, c2] { c.clear(.init(red: 1, green: 1, blue: 1)); c.scale(scale, scale); c.setTolerance(0.3) }
        c1.setLineWidth(width); c1.setLineCap(cap); c1.setLineJoin(join)
        c1.setColor(.init(red: 0.1, green: 0.3, blue: 0.6), alpha: 1)
        for (i, p) in Self.zigzag.enumerated() { if i == 0 { c1.move(to: p) } else { c1.line(to: p) } }
        if closed { c1.closePath() }
        c1.stroke()
        let fill = try #require(CoverageFill(canvas: c2))
        fill.beginStroke(width: width, cap: cap, join: join)
        for (i, p) in Self.zigzag.enumerated() { if i == 0 { fill.move(to: p) } else { fill.line(to: p) } }
        if closed { fill.closePath() }
        fill.stroke(.init(red: 0.1, green: 0.3, blue: 0.6), alpha: 1)
        fill.endStroke()
        var worst = 0, over = 0, inked = 0
        for y in 0..<side {
            for x in 0..<side {
                let p = cairo.pixel(x: x, y: y), q = ours.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                worst = max(worst, d)
                if d > 48 { over += 1 }
                if p.r < 128 { inked += 1 }
            }
        }
        return (worst, over, inked)
    }

    @Test(arguments: [(LineCap.round, LineJoin.round), (.butt, .miter), (.square, .bevel), (.butt, .round)])
    func openLinesMatchCairo(cap: LineCap, join: LineJoin) throws {
        for width in [0.8, 2.5, 7.0] {
            let r = try compare(width: width, cap: cap, join: join, closed: false)
            #expect(r.inked > 0 && r.over <= max(2, r.inked / 100), "width \(width) \(cap) \(join): worst \(r.worst), \(r.over) of \(r.inked) inked pixels over 48")
        }
    }

    @Test func closedLinesAndTwiceThePixelsMatchCairo() throws {
        for join in [LineJoin.round, .miter, .bevel] {
            let r = try compare(width: 3, cap: .butt, join: join, closed: true)
            #expect(r.inked > 0 && r.over <= max(2, r.inked / 100), "closed \(join): worst \(r.worst), \(r.over) of \(r.inked) over 48")
        }
        let r = try compare(width: 1.5, cap: .round, join: .round, closed: false, scale: 2)
        #expect(r.inked > 0 && r.over <= max(2, r.inked / 100), "2×: worst \(r.worst), \(r.over) of \(r.inked) over 48")
    }

    @Test func aLonePointIsADotForRoundCapsAndNothingForButt() throws {
        for (cap, inked) in [(LineCap.round, true), (.butt, false)] {
            let surface = try Surface(width: 16, height: 16)
            let fill = try #require(CoverageFill(canvas: Canvas(surface: surface)))
            fill.beginStroke(width: 6, cap: cap, join: .round)
            fill.move(to: PixelPoint(x: 8, y: 8)); fill.line(to: PixelPoint(x: 8, y: 8))
            // A move alone draws nothing.
            fill.move(to: PixelPoint(x: 2, y: 2))
            fill.stroke(.init(red: 0, green: 0, blue: 0), alpha: 1)
            #expect((surface.pixel(x: 8, y: 8).a == 255) == inked && surface.pixel(x: 2, y: 2).a == 0, "\(cap)")
        }
    }
}

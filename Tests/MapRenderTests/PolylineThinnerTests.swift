import Foundation
import Testing
import Graphics
import MapCore
import VectorTiles
@testable import MapRender

/// Points left out before Cairo strokes or fills: only those within the tolerance of what is drawn instead.
@Suite struct PolylineThinnerTests {
    /// The points the thinner hands on for `points` (the first always, then what `add` and `finish` return).
    static func thinned(_ points: [PixelPoint], tolerance: Double) -> [PixelPoint] {
        var thinner = PolylineThinner(tolerance: tolerance)
        var out = [points[0]]
        thinner.start(points[0])
        for p in points.dropFirst() { if let kept = thinner.add(p) { out.append(kept) } }
        if let end = thinner.finish() { out.append(end) }
        return out
    }

    /// The distance from `q` to the nearest segment of `line`.
    static func distance(_ q: PixelPoint, to line: [PixelPoint]) -> Double {
        zip(line, line.dropFirst()).map { PolylineThinner.distance2(q, toSegmentFrom: $0, to: $1).squareRoot() }.min() ?? .infinity
    }

    @Test func pointsOnAStraightLineAreLeftOutButNeverItsEnds() {
        let line = (0...10).map { PixelPoint(x: Double($0) * 3, y: 5) }
        #expect(Self.thinned(line, tolerance: 0.25) == [line[0], line[10]])
    }

    @Test func aBendOverTheToleranceIsKeptAndOneUnderItIsNot() {
        let a = PixelPoint(x: 0, y: 0), b = PixelPoint(x: 20, y: 0)
        #expect(Self.thinned([a, PixelPoint(x: 10, y: 0.3), b], tolerance: 0.25).count == 3)
        #expect(Self.thinned([a, PixelPoint(x: 10, y: 0.2), b], tolerance: 0.25) == [a, b])
    }

    @Test func aLineThatTurnsBackOnItselfKeepsItsFarthestPoint() {
        // Collinear, but the line runs out to 10 and back to 5: dropping (10, 0) would cut it short.
        let line = [PixelPoint(x: 0, y: 0), PixelPoint(x: 10, y: 0), PixelPoint(x: 5, y: 0)]
        #expect(Self.thinned(line, tolerance: 0.25) == line)
    }

    @Test func aRunIsCutAfterItsLongestLength() {
        let line = (0..<40).map { PixelPoint(x: Double($0), y: 0) }
        let kept = Self.thinned(line, tolerance: 0.25)
        #expect(kept.first == line.first && kept.last == line.last)
        #expect(kept.count == 4)
        for (a, b) in zip(kept, kept.dropFirst()) { #expect(b.x - a.x <= Double(PolylineThinner.longestRun)) }
    }

    /// A circle sampled every few hundredths of a pixel: far fewer points, none left out farther than the tolerance.
    @Test(arguments: [0.25, 0.125])
    func everyPointLeftOutLiesWithinTheToleranceOfTheLineDrawn(tolerance: Double) {
        let circle = (0...2000).map { i -> PixelPoint in
            let a = Double(i) / 2000 * 2 * Double.pi
            return PixelPoint(x: 128 + 100 * cos(a), y: 128 + 100 * sin(a))
        }
        let kept = Self.thinned(circle, tolerance: tolerance)
        #expect(kept.count < circle.count / 10)
        for q in circle { #expect(Self.distance(q, to: kept) <= tolerance + 1e-9) }
    }

    @Test func aToleranceOfZeroLeavesOutOnlyPointsOnTheSegment() {
        let line = [PixelPoint(x: 0, y: 0), PixelPoint(x: 1, y: 1), PixelPoint(x: 2, y: 2), PixelPoint(x: 3, y: 2)]
        #expect(Self.thinned(line, tolerance: 0) == [line[0], line[2], line[3]])
    }

    /// Stroked as the painter strokes roads, a densely sampled curve thinned at a quarter pixel looks the same as the
    /// whole: no pixel changes by more than a quarter pixel's coverage (64 of 255), and few by more than 24.
    @Test(arguments: [1.0, 2.0])
    func aThinnedStrokeLooksLikeTheWholeOne(scale: Double) throws {
        let layer = VectorLayer(name: "roads", features: [])
        let tile = TileID(z: 14, x: 9326, y: 4741)
        let t = try #require(VectorTilePainter.Transform(layer: layer, dataTile: tile, drawnTile: tile))
        var g = VectorGeometry()
        g.partStarts = [0]
        // A wavy road across the tile, a point every grid unit (1/16 point at z14).
        g.points = (0...4000).map { i in VectorPoint(x: Int32(i), y: Int32(2048 + 600 * sin(Double(i) / 500))) }
        func stroke(thinning: Double) throws -> Surface {
            let s = try Surface(width: Int(256 * scale), height: Int(256 * scale))
            let c = Canvas(surface: s)
            c.scale(scale, scale)
            // Opaque, as the painter's background: coverage shows in the colour, not only in alpha.
            c.clear(RGBColor(red: 1, green: 1, blue: 1))
            c.setLineWidth(3.4)
            c.setLineCap(.round)
            c.setLineJoin(.round)
            c.setColor(RGBColor(red: 0.8, green: 0.1, blue: 0.1))
            let recorder = PathRecorder()
            t.addLine(g, minimumStep: 0.5 / scale, thinning: thinning / scale, margin: 4, to: recorder)
            t.addLine(g, minimumStep: 0.5 / scale, thinning: thinning / scale, margin: 4, to: c)
            c.stroke()
            if thinning > 0 { #expect(recorder.subpaths.joined().count < 200, "\(recorder.subpaths.joined().count) points drawn") }
            return s
        }
        let diff = ImageDiff(try stroke(thinning: 0), try stroke(thinning: VectorTilePainter.thinningPixels), threshold: 24)
        #expect(diff.maxChannelDiff <= 64 && diff.differingFraction < 0.005,
                "\(diff.differingFraction * 100)% of pixels differ by more than 24, by up to \(diff.maxChannelDiff)")
    }
}

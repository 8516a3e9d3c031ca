import Testing
import Graphics
import MapCore
import VectorTiles
@testable import MapRender

/// What the painter asks Cairo to stroke for an overzoomed tile: only what can show in its square.
@Suite struct VectorTileCullingTests {
    typealias F = VectorTilePainterFixtures
    typealias Transform = VectorTilePainter.Transform

    /// The z16 tile in the top-left quarter's bottom-right quarter of a z14 data tile: grid 1024…2048 on both axes
    /// (a z14 grid unit is 1/16 point at z14, 1/4 point at z16: the sub-square is 0…256 points for 1024…2048).
    static let data = TileID(z: 14, x: 9326, y: 4741)
    static let drawn = TileID(z: 16, x: 9326 * 4 + 1, y: 4741 * 4 + 1)

    static func transform() throws -> Transform {
        let layer = VectorLayer(name: "roads", features: [])
        return try #require(Transform(layer: layer, dataTile: data, drawnTile: drawn))
    }

    static func geometry(_ parts: [[(Int32, Int32)]]) -> VectorGeometry {
        var g = VectorGeometry()
        for part in parts {
            g.partStarts.append(g.points.count)
            g.points += part.map { VectorPoint(x: $0.0, y: $0.1) }
        }
        return g
    }

    @Test func aLineOutsideTheSubSquareIssuesNoDrawing() throws {
        let t = try Self.transform()
        // Wholly in the data tile's bottom-right quarter, far from the drawn square.
        let g = Self.geometry([[(3000, 3000), (4000, 3500), (3500, 4000)]])
        #expect(!t.mightShow(g, margin: 4))
        let sink = PathRecorder()
        t.addLine(g, margin: 4, to: sink)
        #expect(sink.subpaths.isEmpty)
    }

    @Test func aLineThatLeavesAndComesBackIsCutIntoTheRunsNearTheSquare() throws {
        let t = try Self.transform()
        // In the square, far out to the right (two segments wholly past its right edge), back in.
        let g = Self.geometry([[(1100, 1100), (1500, 1200), (3000, 1200), (4000, 1300), (3000, 1400), (1500, 1500), (1200, 1900)]])
        let sink = PathRecorder()
        t.addLine(g, margin: 4, to: sink)
        let p = { (x: Double, y: Double) in PixelPoint(x: (x - 1024) / 4, y: (y - 1024) / 4) }
        #expect(sink.subpaths == [
            [p(1100, 1100), p(1500, 1200), p(3000, 1200)],
            [p(3000, 1400), p(1500, 1500), p(1200, 1900)],
        ])
        // Every point where a run was cut lies beyond the margin, so its new cap cannot reach the square.
        for run in sink.subpaths {
            for end in [run.first!, run.last!] where end.x < 0 || end.x > 256 || end.y < 0 || end.y > 256 {
                #expect(end.x < -4 || end.x > 260 || end.y < -4 || end.y > 260)
            }
        }
    }

    @Test func aSegmentThatOnlyCutsACornerIsKept() throws {
        let t = try Self.transform()
        // Both ends outside, on different sides: the segment crosses the square's corner, so it stays.
        let g = Self.geometry([[(900, 1100), (1100, 900)]])
        let sink = PathRecorder()
        t.addLine(g, margin: 4, to: sink)
        #expect(sink.subpaths.count == 1 && sink.subpaths[0].count == 2)
    }

    @Test func pointsCloserThanTheStepAreDroppedButNeverAnEndPoint() throws {
        let t = try Self.transform()
        // Points 1/4 point apart (one grid unit), then a real turn; the step is one point.
        let g = Self.geometry([[(1100, 1100), (1101, 1100), (1102, 1100), (1103, 1100), (1200, 1100), (1200, 1101)]])
        let sink = PathRecorder()
        t.addLine(g, minimumStep: 1, margin: 4, to: sink)
        let kept = try #require(sink.subpaths.first)
        #expect(sink.subpaths.count == 1)
        #expect(kept.first == t.point(g.points[0]) && kept.last == t.point(g.points[5]))
        // Every point left out lies within the step of a point kept before it.
        for q in g.points.map(t.point) where !kept.contains(q) {
            #expect(kept.contains { abs($0.x - q.x) <= 1 && abs($0.y - q.y) <= 1 })
        }
        #expect(kept.count == 3)
    }

    /// Cutting a round-capped stroke at points beyond its reach changes no pixel of the square: the cut line and
    /// the whole line, stroked on two surfaces, come out the same.
    @Test(arguments: [1.0, 2.0])
    func cuttingChangesNoPixel(scale: Double) throws {
        let t = try Self.transform()
        let g = Self.geometry([[(1000, 1100), (1500, 1200), (3000, 1200), (4000, 1300), (3000, 1400), (1500, 1500), (1030, 1990), (-500, 2000)]])
        func stroke(_ add: (Canvas) -> Void) throws -> Surface {
            let s = try Surface(width: Int(256 * scale), height: Int(256 * scale))
            let c = Canvas(surface: s)
            c.scale(scale, scale)
            c.setLineWidth(7)
            c.setLineCap(.round)
            c.setLineJoin(.round)
            c.setColor(RGBColor(red: 0.8, green: 0.1, blue: 0.1))
            add(c)
            c.stroke()
            return s
        }
        let whole = try stroke { t.addPath(g, closed: false, to: $0) }
        let cut = try stroke { t.addLine(g, margin: 4.5, to: $0) }
        let diff = ImageDiff(whole, cut, threshold: 0)
        #expect(diff.maxChannelDiff <= 1, "\(diff.differingFraction * 100)% of pixels differ, by up to \(diff.maxChannelDiff)")
    }
}

import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// The placement rules on hand-made candidates, with a font-free measure (0.6 em per character).
@Suite struct LabelPlacerTests {
    typealias F = LabelFixtures

    @Test func noTwoPlacedLabelsOverlapAmongManyRandomCandidates() throws {
        var rng = LabelTestRandom(seed: 13)
        let words = ["Kallio", "Töölö", "Helsinginkatu", "Eira", "Mannerheimintie", "Москва", "Αθήνα", "القاهرة", "Bulevardi"]
        var tiles: [LabelTile] = []
        for t in 0..<4 {
            var cs: [LabelCandidate] = []
            for i in 0..<400 {
                let text = words[Int.random(in: 0..<words.count, using: &rng)] + " \(t)-\(i)"
                let prio = Double(Int.random(in: 0..<10, using: &rng))
                if i % 3 == 0 {
                    // A two-segment line at a random angle, often bent, sometimes too short for its text.
                    let x = Double.random(in: -20...276, using: &rng), y = Double.random(in: -20...276, using: &rng)
                    let a = Double.random(in: -.pi ... .pi, using: &rng), len = Double.random(in: 20...260, using: &rng)
                    let bend = Double.random(in: -0.3...0.3, using: &rng)
                    let mid = (x + cos(a) * len / 2, y + sin(a) * len / 2)
                    cs.append(F.line(text, [(x, y), mid, (mid.0 + cos(a + bend) * len / 2, mid.1 + sin(a + bend) * len / 2)], priority: prio))
                } else {
                    cs.append(F.point(text, Double.random(in: -20...276, using: &rng), Double.random(in: -20...276, using: &rng),
                                      priority: prio, size: Double.random(in: 9...18, using: &rng)))
                }
            }
            tiles.append(F.tile(cs, id: TileID(z: 12, x: 100 + t % 2, y: 200 + t / 2), origin: PixelPoint(x: Double(t % 2) * 256, y: Double(t / 2) * 256)))
        }
        let placed = F.place(tiles)
        #expect(placed.count > 40, "only \(placed.count) of 1600 placed")
        #expect(placed.contains { $0.kind == .line && $0.angle != 0 })
        var overlaps = 0
        for i in placed.indices { for j in placed.indices where j > i && F.overlap(placed[i], placed[j]) { overlaps += 1 } }
        #expect(overlaps == 0)
        for p in placed { #expect(p.corners.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 && $0.x <= 512 + 1e-9 && $0.y <= 512 + 1e-9 }, "\(p.text) leaves the view") }
    }

    @Test func paddingKeepsLabelsApart() {
        var o = F.centredOnly
        o.padding = 10
        // Two 63×15 boxes (text and a 1.5-point halo) whose edges are 7 points apart: closer than a padding of 10.
        let placed = F.place([F.tile([F.point("aaaaaaaaaa", 100, 100, size: 10), F.point("bbbbbbbbbb", 170, 100, size: 10)])], options: o)
        #expect(placed.map(\.text) == ["aaaaaaaaaa"])
        o.padding = 4
        #expect(F.place([F.tile([F.point("aaaaaaaaaa", 100, 100, size: 10), F.point("bbbbbbbbbb", 170, 100, size: 10)])], options: o).count == 2)
    }

    @Test func higherPriorityWinsACollision() {
        let low = F.point("Minor place", 100, 100, priority: 7)
        let high = F.point("Capital", 104, 102, priority: 1)
        // Listed first or last, and in different tiles, the lower priority value wins.
        #expect(F.place([F.tile([low, high])]).map(\.text) == ["Capital"])
        #expect(F.place([F.tile([high, low])]).map(\.text) == ["Capital"])
        #expect(F.place([F.tile([low]), F.tile([high], id: TileID(z: 10, x: 501, y: 300))]).map(\.text) == ["Capital"])
    }

    @Test func labelsThatWouldLeaveTheViewAreNotPlaced() {
        let view = PixelSize(width: 300, height: 200)
        let cs = [F.point("Left edge", 5, 100), F.point("Right edge", 295, 100), F.point("Top", 150, 2), F.point("Bottom", 150, 199),
                  F.point("Inside", 150, 100), F.line("Off the side", [(250, 50), (400, 50)])]
        let placed = F.place([F.tile(cs)], view: view)
        #expect(placed.map(\.text) == ["Inside"])
    }

    @Test func aPointListedByTwoTilesIsPlacedOnce() {
        // A place 4 points left of the edge between two tiles: the left tile has it at x 252, the right one at −4 (its buffer).
        let left = F.tile([F.point("Hakaniemi", 252, 100)], id: TileID(z: 14, x: 10, y: 10))
        let right = F.tile([F.point("Hakaniemi", -4, 100)], id: TileID(z: 14, x: 11, y: 10), origin: PixelPoint(x: 256, y: 0))
        let placed = F.place([left, right])
        #expect(placed.count == 1)
        let frame = try? #require(placed.first?.frame)
        #expect(frame.map { $0.minX < 256 && $0.maxX > 256 } == true, "drawn whole across the tile edge")
    }

    @Test func duplicatesAreJudgedByDistance() {
        let a = F.point("Alepa", 100, 100), b = F.point("Alepa", 100, 100 + 40), far = F.point("Alepa", 400, 400)
        #expect(F.place([F.tile([a, b, far])]).count == 2)
    }

    @Test func aStreetSplitAtATileEdgeIsLabelledOnce() {
        // Each tile has its half of a 300-point street, buffered 16 points past the edge.
        let left = F.tile([F.line("Fredrikinkatu", [(106, 120), (272, 120)])], id: TileID(z: 14, x: 10, y: 10))
        let right = F.tile([F.line("Fredrikinkatu", [(-16, 120), (150, 120)])], id: TileID(z: 14, x: 11, y: 10), origin: PixelPoint(x: 256, y: 0))
        let placed = F.place([left, right])
        #expect(placed.map(\.text) == ["Fredrikinkatu"])
    }

    @Test(arguments: [0.0, 30.0, 89.0, 90.0, 120.0, 180.0, -45.0, -135.0, -90.0])
    func lineLabelsFollowTheLineAndStayUpright(degrees: Double) throws {
        let a = degrees * .pi / 180
        let c = (256.0, 256.0), r = 120.0
        let line = F.line("Runeberginkatu", [(c.0 - cos(a) * r, c.1 - sin(a) * r), (c.0 + cos(a) * r, c.1 + sin(a) * r)])
        let placed = F.place([F.tile([line])])
        let label = try #require(placed.first)
        // Parallel to the line (angles equal up to a half turn), and upright: never pointing left.
        let diff = remainder(label.angle - a, .pi)
        #expect(abs(diff) < 1e-9)
        #expect(label.angle > -.pi / 2 - 1e-9 && label.angle <= .pi / 2 + 1e-9)
        #expect(cos(label.angle) >= -1e-9)
        #expect(label.center.distance(to: PixelPoint(x: 256, y: 256)) < 1e-6, "centred on the line")
    }

    @Test func aLineShorterThanItsTextGetsNoLabel() {
        // 14 characters at 12 points: 100.8 points plus the halo; the line is 80.
        #expect(F.place([F.tile([F.line("Runeberginkatu", [(100, 100), (180, 100)])])]).isEmpty)
        #expect(F.place([F.tile([F.line("Runeberginkatu", [(100, 100), (220, 100)])])]).count == 1)
    }

    @Test func aLineLabelTakesTheStraightStretchNotTheBend() throws {
        // A long straight leg, a sharp bend in the middle of the whole line, and a short leg.
        let line = F.line("Eira", [(20, 100), (300, 100), (300, 130), (20, 130)], size: 20)
        let label = try #require(F.place([F.tile([line])]).first)
        #expect(abs(label.angle) < 1e-9)
        #expect(abs(label.center.y - 100) < 1e-9 || abs(label.center.y - 130) < 1e-9, "on a straight leg, not across the bend")
    }

    @Test func aHairpinHasNoStraightStretch() {
        // Out and straight back, 2 points apart: the chord is far shorter than the text.
        #expect(F.place([F.tile([F.line("Eira", [(100, 100), (130, 100), (100, 102)], size: 20)])]).isEmpty)
    }

    @Test func tileScaleAppliesToPositionsNotText() throws {
        // At zoom x.5 a tile is drawn 362 points wide: a point at tile (128, 128) lands at (181, 181); the text keeps its size.
        let k = pow(2, 0.5)
        let placed = F.place([F.tile([F.point("Kamppi", 128, 128, haloWidth: 0)], scale: k)])
        let label = try #require(placed.first)
        #expect(label.center.distance(to: PixelPoint(x: 128 * k, y: 128 * k)) < 1e-9)
        #expect(label.size == F.measure("Kamppi", 14))
    }

    @Test func hostileCandidatesArePassedOver() {
        let cs = [F.point("", 100, 100), F.point("NaN", .nan, 100), F.point("Inf", .infinity, 100), F.point("Zero", 50, 50, size: 0),
                  F.line("One point", [(10, 10)]), F.line("Empty", []), F.line("Same point", [(50, 50), (50, 50), (50, 50)]),
                  LabelCandidate(text: "NaN priority", placement: .point(PixelPoint(x: 200, y: 200)), fontSize: 12, color: F.ink,
                                 haloColor: F.white, haloWidth: .nan, priority: .nan),
                  F.point("Fine", 300, 300)]
        #expect(F.place([F.tile(cs)]).map(\.text) == ["Fine"])
        #expect(F.place([F.tile([F.point("Fine", 300, 300)])], view: .zero).isEmpty)
    }

    @Test func theGridAgreesWithTestingEveryBox() {
        var rng = LabelTestRandom(seed: 5)
        var grid = LabelGrid()
        grid.reset(size: PixelSize(width: 400, height: 300), cellSide: 32)
        var all: [LabelBox] = []
        func randomBox() -> LabelBox {
            LabelBox(center: PixelPoint(x: Double.random(in: -20...420, using: &rng), y: Double.random(in: -20...320, using: &rng)),
                     size: PixelSize(width: Double.random(in: 4...120, using: &rng), height: Double.random(in: 4...20, using: &rng)),
                     angle: Bool.random(using: &rng) ? 0 : Double.random(in: -1.5...1.5, using: &rng))
        }
        for _ in 0..<150 {
            let b = randomBox()
            all.append(b)
            grid.insert(b)
        }
        var disagreements = 0
        for _ in 0..<2000 {
            let q = randomBox()
            if grid.collides(q) != all.contains(where: { $0.intersects(q) }) { disagreements += 1 }
        }
        #expect(disagreements == 0)
    }

    @Test func rotatedBoxesTestTheirAreaNotTheirBounds() {
        // Two thin 45° boxes side by side: their bounds overlap, the boxes do not.
        let a = LabelBox(center: PixelPoint(x: 100, y: 100), size: PixelSize(width: 100, height: 10), angle: .pi / 4)
        let b = LabelBox(center: PixelPoint(x: 115, y: 85), size: PixelSize(width: 100, height: 10), angle: .pi / 4)
        #expect(a.bounds.intersects(b.bounds))
        #expect(!a.intersects(b))
        let crossing = LabelBox(center: PixelPoint(x: 100, y: 100), size: PixelSize(width: 100, height: 10), angle: -.pi / 4)
        #expect(a.intersects(crossing))
    }
}

import Testing
import Graphics
import MapCore
@testable import MapRender

/// A point label that does not fit centred sits beside its point (right, left, above, below), as neighbouring
/// towns (Helsinki and Espoo at zoom 7) need; the more important label keeps the centre.
@Suite struct LabelAnchorTests {
    private typealias F = LabelFixtures

    @Test func aNeighbourMovesBesideItsPointInsteadOfVanishing() {
        let placed = F.place([F.tile([F.point("Helsinki", 221.7, 112.9, priority: 1, size: 13), F.point("Espoo", 195.9, 106.3, priority: 2, size: 12)])],
                             options: LabelOptions())
        #expect(placed.map(\.text) == ["Helsinki", "Espoo"])
        let helsinki = placed[0], espoo = placed[1]
        #expect(helsinki.center == PixelPoint(x: 221.7, y: 112.9))
        #expect(espoo.center != PixelPoint(x: 195.9, y: 106.3))
        #expect(!F.overlap(helsinki, espoo))
        // Still next to its own point: the box's nearest edge is within three gaps of it.
        let f = espoo.frame
        let dx = max(f.minX - 195.9, 0, 195.9 - f.maxX), dy = max(f.minY - 106.3, 0, 106.3 - f.maxY)
        #expect(max(dx, dy) <= 9.01)
    }

    @Test func withoutAnchorsTheLessImportantLabelIsDropped() {
        let placed = F.place([F.tile([F.point("Helsinki", 221.7, 112.9, priority: 1, size: 13), F.point("Espoo", 195.9, 106.3, priority: 2, size: 12)])])
        #expect(placed.map(\.text) == ["Helsinki"])
    }
}

import MapCore
import Testing
@testable import MapArchive

@Suite struct HilbertTileIDTests {
    /// The table in the PMTiles v3 spec, section 4.1.
    static let specExamples: [(TileID, UInt64)] = [
        (TileID(z: 0, x: 0, y: 0), 0), (TileID(z: 1, x: 0, y: 0), 1), (TileID(z: 1, x: 0, y: 1), 2),
        (TileID(z: 1, x: 1, y: 1), 3), (TileID(z: 1, x: 1, y: 0), 4), (TileID(z: 2, x: 0, y: 0), 5),
        (TileID(z: 12, x: 3423, y: 1763), 19_078_479),
    ]

    @Test func matchesTheSpecExamples() {
        for (tile, id) in Self.specExamples {
            #expect(HilbertTileID.id(for: tile) == id, "\(tile)")
            #expect(HilbertTileID.tile(for: id) == tile, "\(id)")
        }
    }

    @Test func everyTileOfTheFirstZoomsRoundTripsAndIdsAreDense() {
        var seen: Set<UInt64> = []
        for z in 0...6 {
            for x in 0..<(1 << z) {
                for y in 0..<(1 << z) {
                    let tile = TileID(z: z, x: x, y: y)
                    let id = HilbertTileID.id(for: tile)!
                    #expect(HilbertTileID.tile(for: id) == tile)
                    seen.insert(id)
                }
            }
        }
        // 1 + 4 + … + 4^6 tiles fill the ids 0..<5461 with no gaps.
        #expect(seen == Set(0..<5461))
    }

    @Test func deepZoomsRoundTrip() {
        for tile in [TileID(z: 30, x: (1 << 30) - 1, y: 0), TileID(z: 30, x: 12345, y: (1 << 30) - 1), TileID(z: 20, x: 583_000, y: 296_000)] {
            #expect(HilbertTileID.tile(for: HilbertTileID.id(for: tile)!) == tile)
        }
    }

    @Test func offGridTilesAndHugeIdsHaveNoAnswer() {
        #expect(HilbertTileID.id(for: TileID(z: 1, x: 2, y: 0)) == nil)
        #expect(HilbertTileID.id(for: TileID(z: 31, x: 0, y: 0)) == nil)
        #expect(HilbertTileID.tile(for: UInt64.max) == nil)
    }
}

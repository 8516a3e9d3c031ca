import Foundation
import MapCore
import Testing
@testable import Graphics
@testable import TileLoader

/// Tile surfaces come from the shared buffer pool, and eviction never recycles pixels a frame still draws.
@Suite struct PooledTileSurfaceTests {
    private func square() throws -> WorldBasemap {
        let outer = try [(-40.0, -60.0), (-40, 60), (40, 60), (40, -60)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        return WorldBasemap(polygons: [[outer]])
    }

    @Test func offlineTilesOfCommonSizesArePooledOthersAreNot() throws {
        let r = OfflineTileRenderer(basemap: try square())
        #expect(try r.render(TileID(z: 2, x: 1, y: 1)).isPooled)
        #expect(try r.render(TileID(z: 2, x: 1, y: 1), scale: 2).isPooled)
        let odd = try r.render(TileID(z: 2, x: 1, y: 1), scale: 3)
        #expect(!odd.isPooled && odd.width == 768)
    }

    @Test func tileHeldByAFrameKeepsItsPixelsAfterEviction() throws {
        let r = OfflineTileRenderer(basemap: try square())
        let cache = MemoryTileCache(limitBytes: 2 * 256 * 256 * 4)
        let far = Date().addingTimeInterval(3600)
        let first = TileKey(styleID: "offline", tile: TileID(z: 0, x: 0, y: 0))
        cache.insert(MemoryTileCache.Entry(image: try r.render(first.tile), expires: far), for: first)
        // The frame being drawn still holds the tile the cache is about to evict.
        let held = try #require(cache.peek(first)?.image)
        let snapshot = try held.pngData()
        var fresh: Set<UInt> = []
        for i in 0..<24 {
            let key = TileKey(styleID: "offline", tile: TileID(z: 5, x: i, y: 15))
            let image = try r.render(key.tile)
            fresh.insert(image.pixelAddress)
            cache.insert(MemoryTileCache.Entry(image: image, expires: far), for: key)
        }
        #expect(!cache.contains(first))
        #expect(cache.totalBytes <= 2 * 256 * 256 * 4)
        #expect(!fresh.contains(held.pixelAddress))
        #expect(try held.pngData() == snapshot)
    }
}

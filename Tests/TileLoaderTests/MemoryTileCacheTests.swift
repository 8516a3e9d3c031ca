import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

@Suite struct MemoryTileCacheTests {
    private func key(_ x: Int) -> TileKey { TileKey(styleID: "s", tile: TileID(z: 4, x: x, y: 0)) }
    private func image(_ side: Int = 16) throws -> Surface { try Surface(width: side, height: side) }

    @Test func evictsLeastRecentlyUsedToStayWithinTheByteBound() throws {
        let one = try image().byteCount
        let cache = MemoryTileCache(limitBytes: 3 * one)
        for x in 0..<3 { cache.insert(.init(image: try image(), expires: .distantFuture), for: key(x)) }
        _ = cache.entry(for: key(0))  // 0 is now the most recent; 1 is the oldest
        cache.insert(.init(image: try image(), expires: .distantFuture), for: key(3))
        #expect(cache.totalBytes == 3 * one)
        #expect(cache.contains(key(0)) && !cache.contains(key(1)) && cache.contains(key(2)) && cache.contains(key(3)))
    }

    @Test func oneLargeImageEvictsSeveralSmallOnes() throws {
        let small = try image(8).byteCount
        let cache = MemoryTileCache(limitBytes: try image(32).byteCount + small)
        for x in 0..<4 { cache.insert(.init(image: try image(8), expires: .distantFuture), for: key(x)) }
        cache.insert(.init(image: try image(32), expires: .distantFuture), for: key(9))
        #expect(cache.totalBytes <= cache.limitBytes)
        #expect(cache.contains(key(9)) && cache.contains(key(3)) && !cache.contains(key(0)))
    }

    @Test func replacingAnEntryKeepsTheTotalExact() throws {
        let cache = MemoryTileCache(limitBytes: 1 << 20)
        cache.insert(.init(image: try image(8), expires: .distantFuture), for: key(0))
        cache.insert(.init(image: try image(16), expires: .distantFuture), for: key(0))
        #expect(cache.totalBytes == (try image(16)).byteCount && cache.count == 1)
        cache.removeAll()
        #expect(cache.totalBytes == 0 && cache.count == 0)
    }

    @Test func capacityGrowsForALargeViewportAndShrinksBack() throws {
        let one = try image().byteCount
        let cache = MemoryTileCache(limitBytes: 2 * one)
        cache.ensureCapacity(4 * one)
        for x in 0..<4 { cache.insert(.init(image: try image(), expires: .distantFuture), for: key(x)) }
        #expect(cache.count == 4)
        cache.ensureCapacity(0)
        #expect(cache.limitBytes == 2 * one && cache.totalBytes == 2 * one)
        #expect(cache.contains(key(3)) && !cache.contains(key(0)))
    }

    @Test func emptyAnswersAreCachedCheaply() {
        let cache = MemoryTileCache(limitBytes: 1000)
        cache.insert(.init(image: nil, expires: .distantFuture), for: key(0))
        #expect(cache.entry(for: key(0)) != nil && cache.entry(for: key(0))?.image == nil)
        #expect(cache.totalBytes < 100)
    }
}

import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

@Suite struct CacheTests {
    @Test func lruKeepsRecentlyUsedAndStaysBounded() {
        var cache = LRUCache<Int, String>(capacity: 8)
        for i in 0..<8 { cache.insert("v\(i)", for: i) }
        _ = cache.value(for: 0)
        for i in 8..<20 { cache.insert("v\(i)", for: i) }
        #expect(cache.count <= 8)
        #expect(cache.value(for: 19) == "v19")
        #expect(cache.value(for: 1) == nil, "the oldest untouched entry went first")
    }

    @Test func lruReservesNoRoomBeforeItIsUsed() {
        var cache = LRUCache<Int, String>(capacity: 8192)
        #expect(cache.tableCapacity == 0, "an unused cache holds no table")
        for i in 0..<10 { cache.insert("v\(i)", for: i) }
        #expect(cache.tableCapacity < 100, "the table grows with its entries, not to its capacity")
    }

    @Test func lruStaysWithinItsByteLimitOldestFirst() {
        var cache = LRUCache<Int, [UInt8]>(capacity: 100, byteLimit: 1000, cost: \.count)
        for i in 0..<10 { cache.insert([UInt8](repeating: 0, count: 100), for: i) }
        #expect(cache.totalBytes == 1000 && cache.count == 10)
        _ = cache.value(for: 0)
        cache.insert([UInt8](repeating: 0, count: 300), for: 10)
        #expect(cache.totalBytes <= 1000)
        #expect(cache.value(for: 10) != nil && cache.value(for: 0) != nil, "the newest and the one just used stay")
        #expect(cache.value(for: 1) == nil, "the oldest untouched entry went first")
        // A value replaced counts at its new size only.
        let before = cache.totalBytes
        cache.insert([UInt8](repeating: 0, count: 50), for: 10)
        #expect(cache.totalBytes == before - 250)
        // A value bigger than the whole limit is kept alone rather than refused.
        cache.insert([UInt8](repeating: 0, count: 5000), for: 99)
        #expect(cache.count == 1 && cache.value(for: 99) != nil)
    }

    @Test func lruRemoveAllExceptKeepsTheChosenInATableSizedToThem() {
        var cache = LRUCache<Int, [UInt8]>(capacity: 4096, byteLimit: 1 << 20, cost: \.count)
        for i in 0..<2000 { cache.insert([1, 2], for: i) }
        let full = cache.tableCapacity
        cache.removeAll { $0 < 3 }
        #expect(cache.count == 3 && cache.totalBytes == 6)
        #expect(cache.value(for: 2) == [1, 2] && cache.value(for: 3) == nil)
        #expect(cache.tableCapacity < full / 100, "the large table is freed")
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalBytes == 0 && cache.tableCapacity == 0)
    }

    @Test func repeatedFramesAddNothingToTheCaches() throws {
        let r = RenderFixtures.renderer()
        let tiles = SyntheticTiles()
        var scene = RenderFixtures.richScene()
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        let texts = r.texts.count, clusters = r.clusterSprites.count, pins = r.pinSprites.count
        #expect(clusters == 2 && pins >= 2)
        for _ in 0..<4 {
            scene.viewport.pan(by: PixelPoint(x: 2.5, y: -1))
            _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        }
        #expect(r.texts.count == texts && r.clusterSprites.count == clusters && r.pinSprites.count == pins)
        // The same clusters are found by id between frames.
        #expect(r.previousFrameClusters.count == 2)
    }

    @Test func releasingCachesDropsTextLayoutsAndDrawsTheSameFrameAgain() throws {
        let r = RenderFixtures.renderer()
        let tiles = SyntheticTiles()
        let scene = RenderFixtures.richScene()
        let first = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.texts.count > 0)
        r.releaseCaches()
        #expect(r.texts.count == 0)
        let again = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(try again.pngData() == first.pngData(), "the same picture after the trim")
    }

    @Test func textLayoutsAreBoundedByCapacity() throws {
        var o = RenderFixtures.options
        o.textLayoutCapacity = 8
        let r = RenderFixtures.renderer(o)
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 15, size: PixelSize(width: 300, height: 200))
        // 40 clusters with 40 different counts: 40 labels, but never more than 8 layouts kept.
        var items: [MapItem] = []
        for i in 0..<40 {
            let at = RenderFixtures.coordinate(vp, dx: Double(i * 7 - 140), dy: Double(i % 5) * 20)
            let count = 2 + i * 37
            items.append(RenderFixtures.cluster(id: UInt64(i), count: count, at: at, [(RenderFixtures.cafe, count)]))
        }
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.osmStyle, items: items), renderer: r, tiles: SyntheticTiles())
        #expect(r.texts.count <= 8)
        #expect(r.drawn.count == 40)
    }
}

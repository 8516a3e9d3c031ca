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

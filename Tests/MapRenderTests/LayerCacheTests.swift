import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// The cached map layer (issue 19): a frame drawn by reusing it must look like the same frame drawn whole.
@Suite struct LayerCacheTests {
    /// Many pins and clusters over the view, some half over its edges.
    static func crowdedScene(scale: Double, zoom: Double = 15.3) -> MapScene {
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: zoom, size: PixelSize(width: 320, height: 240), scaleFactor: scale)
        var items: [MapItem] = []
        let cats = RenderFixtures.categories
        for i in 0..<60 {
            // Off the half-pixel grid: a tip exactly between two device pixels may round either way after any pan.
            let c = RenderFixtures.coordinate(vp, dx: Double((i * 37) % 360) - 179.7, dy: Double((i * 53) % 280) - 139.8)
            items.append(i % 7 == 3 ? RenderFixtures.cluster(id: UInt64(i), count: 5 + i * 13, at: c, [(cats[i % 3], 3 + i), (cats[(i + 1) % 3], 2)])
                                    : RenderFixtures.place("p\(i)", cats[i % 3], c))
        }
        // No attribution: a renderer that drew another view before lays the credit out a pixel apart from a new one,
        // with or without the layer (a text-cache matter, not this one's).
        return MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items, selectedPlaceID: "p4")
    }

    /// Draws `scene` with a renderer that has never drawn (so straight onto the canvas, no layer).
    static func fullRedraw(_ scene: MapScene, tiles: any TileProvider) throws -> Surface {
        try RenderFixtures.render(scene, renderer: RenderFixtures.renderer(), tiles: tiles)
    }

    /// A renderer that drew `scene` twice (the second frame draws the layer), and its tiles.
    static func warmed(_ scene: MapScene) throws -> (MapRenderer, SyntheticTiles) {
        let tiles = SyntheticTiles(), r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        return (r, tiles)
    }

    static func expectSame(_ a: Surface, _ b: Surface, _ what: Comment) {
        let d = ImageDiff(a, b, threshold: 2)
        #expect(d.sameSize && d.maxChannelDiff <= 2, "\(what): max channel difference \(d.maxChannelDiff)")
    }

    @Test(arguments: [(1.0, 15.3), (2.0, 15.3), (1.0, 14.37), (2.0, 14.55)])
    func aPanReusesTheLayerAndMatchesAFullRedraw(scale: Double, zoom: Double) throws {
        var scene = Self.crowdedScene(scale: scale, zoom: zoom)
        let (r, tiles) = try Self.warmed(scene)
        #expect(r.layer.rebuilds == 1, "the second frame with the same view draws the layer")
        for delta in [PixelPoint(x: 7, y: 3), PixelPoint(x: -20, y: 11), PixelPoint(x: 0, y: -9)] {
            scene.viewport.pan(by: delta)
            let reused = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
            Self.expectSame(reused, try Self.fullRedraw(scene, tiles: tiles), "pan by \(delta) at scale \(scale), zoom \(zoom)")
        }
        #expect(r.layer.reuses == 3 && r.layer.rebuilds == 1)
    }

    @Test func aTileArrivalRedrawsThatTile() throws {
        let tiles = SyntheticTiles()
        let scene = RenderFixtures.richScene()
        let r = RenderFixtures.renderer()
        let first = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        let missing = try #require(r.plannedTiles.first?.id)
        tiles.missing = [missing]
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.lastPlaceholderCount == 1 && r.layer.key != nil)
        // The tile arrives: the next frame reuses the layer but draws the tile, not the placeholder it holds.
        tiles.missing = []
        let arrived = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.lastPlaceholderCount == 0 && r.layer.reuses >= 1)
        Self.expectSame(arrived, first, "after the tile arrived")
    }

    @Test func selectingAPinRedrawsIt() throws {
        var scene = Self.crowdedScene(scale: 2)
        let (r, tiles) = try Self.warmed(scene)
        for selected in ["p10", nil, "p22"] as [Place.ID?] {
            scene.selectedPlaceID = selected
            let reused = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
            Self.expectSame(reused, try Self.fullRedraw(scene, tiles: tiles), "selection \(selected ?? "none")")
        }
        #expect(r.layer.reuses == 3)
    }

    @Test func itemsLeavingAndArrivingAreRedrawn() throws {
        var scene = Self.crowdedScene(scale: 1)
        let (r, tiles) = try Self.warmed(scene)
        // As a re-query after a pan does: some items gone, one new, the rest in a new order.
        scene.viewport.pan(by: PixelPoint(x: 5, y: 0))
        var items = Array(scene.items.dropFirst(4).reversed())
        items.append(RenderFixtures.place("new", RenderFixtures.cafe, RenderFixtures.coordinate(scene.viewport, dx: 12, dy: 8)))
        scene.items = items
        let reused = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.layer.reuses == 1)
        Self.expectSame(reused, try Self.fullRedraw(scene, tiles: tiles), "after the item set changed")
    }

    @Test func aFractionalPanSnapsToAWholeDevicePixel() throws {
        var scene = Self.crowdedScene(scale: 2, zoom: 14.37)
        let (r, tiles) = try Self.warmed(scene)
        scene.viewport.pan(by: PixelPoint(x: 3.3, y: -1.1))
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.layer.reuses == 1 && r.layer.rebuilds == 1, "a pan of 6.6 × 2.2 device pixels reuses the layer")
    }

    @Test func aZoomAnimationNeverDrawsTheLayer() throws {
        let tiles = SyntheticTiles()
        var scene = Self.crowdedScene(scale: 2, zoom: 14)
        let r = RenderFixtures.renderer()
        for i in 0..<6 {
            scene.viewport.setZoom(14 + Double(i) * 0.17)
            _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        }
        #expect(r.layer.rebuilds == 0 && r.layer.surface == nil, "a new zoom each frame draws straight onto the canvas")
    }

    @Test func newOptionsDrawTheLayerAgain() throws {
        let tiles = SyntheticTiles()
        let scene = RenderFixtures.richScene()
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        var o = RenderFixtures.options
        o.palette = .dark
        o.accent = RGBColor(red: 0.9, green: 0.1, blue: 0.5)
        r.options = o
        #expect(r.layer.key == nil)
        let after = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        Self.expectSame(after, try RenderFixtures.render(scene, renderer: RenderFixtures.renderer(o), tiles: tiles), "after new options")
    }

    @Test func dirtyCellsMergeIntoFewRectangles() {
        var grid = DirtyGrid()
        grid.reset(width: 320, height: 240)
        #expect(grid.isClean)
        grid.mark(x0: 300, y0: 0, x1: 320, y1: 240)
        grid.mark(x0: 10, y0: 10, x1: 40, y1: 20)
        grid.mark(x0: -50, y0: -50, x1: -1, y1: -1)
        var rects: [[Int]] = []
        grid.forEachRectangle { x, y, w, h in rects.append([x, y, w, h]) }
        #expect(rects.contains([288, 0, 32, 256]), "the right strip is one rectangle down every row")
        #expect(rects.contains([0, 0, 64, 32]), "the small box covers the cells it touches")
        #expect(rects.count == 2)
        #expect(grid.touches(x0: 290, y0: 100, x1: 295, y1: 105) && !grid.touches(x0: 100, y0: 100, x1: 200, y1: 200))
        grid.reset(width: 320, height: 240)
        #expect(grid.isClean && !grid.touches(x0: 0, y0: 0, x1: 320, y1: 240))
    }
}

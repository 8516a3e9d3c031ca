import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

@Suite struct TileRenderingTests {
    private let flat = RGBColor(red: 0.2, green: 0.6, blue: 0.4)

    private func bareScene(zoom: Double, scale: Double, size: PixelSize = PixelSize(width: 300, height: 200)) -> MapScene {
        MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: zoom, size: size, scaleFactor: scale), style: RenderFixtures.bareStyle)
    }

    private func bareRenderer() -> MapRenderer {
        var o = RenderFixtures.options
        o.showsScaleBar = false
        return RenderFixtures.renderer(o)
    }

    @Test(arguments: [1.0, 2.0, 1.5])
    func uniformTilesShowNoSeamsAtFractionalZoom(scale: Double) throws {
        let tiles = SyntheticTiles(solidColor: flat)
        let scene = bareScene(zoom: 3.37, scale: scale)
        let image = try RenderFixtures.render(scene, renderer: bareRenderer(), tiles: tiles)
        let expected = image.pixel(x: 0, y: 0)
        #expect(ImageDiff.diff(expected, flat) <= 1)
        var differing = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) != expected { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from the tile colour at scale \(scale)")
    }

    @Test func seamlessAlsoWhilePanningBySubpixels() throws {
        let tiles = SyntheticTiles(solidColor: flat)
        let renderer = bareRenderer()
        var scene = bareScene(zoom: 5.73, scale: 2)
        for _ in 0..<5 {
            scene.viewport.pan(by: PixelPoint(x: 0.37, y: 0.61))
            let image = try RenderFixtures.render(scene, renderer: renderer, tiles: tiles)
            let expected = image.pixel(x: 0, y: 0)
            var clean = true
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) != expected { clean = false } }
            #expect(clean)
        }
    }

    @Test func missingTilesShowAQuietPlaceholder() throws {
        let tiles = SyntheticTiles(solidColor: flat)
        let scene = bareScene(zoom: 4, scale: 1)
        let visible = TileCover.tiles(for: scene.viewport, tileZoom: 4)
        tiles.missing = Set(visible.map(\.id))
        let renderer = bareRenderer()
        let image = try RenderFixtures.render(scene, renderer: renderer, tiles: tiles)
        #expect(renderer.lastPlaceholderCount == visible.count)
        let bg = renderer.options.background
        var maxDiff = 0, gridPixels = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let d = ImageDiff.diff(image.pixel(x: x, y: y), bg)
                maxDiff = max(maxDiff, d)
                if d > 0 { gridPixels += 1 }
            }
        }
        // Nothing but the background and its faint grid: never garbage, never the tile colour.
        #expect(maxDiff <= 16)
        #expect(gridPixels > image.width, "the grid is visible")
    }

    @Test func fallbackPiecesAreDrawnWhereTheTileIsMissing() throws {
        let tiles = SyntheticTiles(solidColor: flat)
        let scene = bareScene(zoom: 4, scale: 1)
        let visible = TileCover.tiles(for: scene.viewport, tileZoom: 4)
        let target = visible[0]
        let red = try Surface(width: 256, height: 256)
        Canvas(surface: red).clear(RGBColor(red: 1, green: 0, blue: 0))
        tiles.missing = [target.id]
        // Only the left half is covered: the rest must show the placeholder, not stale pixels.
        tiles.fallbacks[target.id] = [TilePiece(image: red, source: PixelRect(x: 0, y: 0, width: 128, height: 256),
                                                destination: PixelRect(x: 0, y: 0, width: 0.5, height: 1), isFallback: true)]
        let renderer = bareRenderer()
        let image = try RenderFixtures.render(scene, renderer: renderer, tiles: tiles)
        let r = target.screenRect
        let left = PixelPoint(x: r.minX + r.size.width * 0.25, y: r.center.y)
        let right = PixelPoint(x: r.minX + r.size.width * 0.75 + 3, y: r.center.y + 3)
        if r.insetBy(dx: 1, dy: 1).contains(left), left.x >= 0, left.y >= 0, left.x < 300, left.y < 200 {
            #expect(image.pixel(x: Int(left.x), y: Int(left.y)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        }
        if right.x >= 0, right.y >= 0, right.x < 300, right.y < 200 {
            #expect(ImageDiff.diff(image.pixel(x: Int(right.x), y: Int(right.y)), renderer.options.background) <= 16)
        }
        #expect(renderer.lastPlaceholderCount == 0)
    }

    @Test func providerGetsTheScaleFactorAndTheWantedSet() throws {
        let tiles = SyntheticTiles()
        let scene = bareScene(zoom: 12.4, scale: 2)
        _ = try RenderFixtures.render(scene, renderer: bareRenderer(), tiles: tiles)
        #expect(!tiles.requestedScales.isEmpty && tiles.requestedScales.allSatisfy { $0 == 2 })
        let z = TileCover.tileZoom(for: 12.4, tileSize: 256, zoomRange: 0...19)
        #expect(z == 12)
        #expect(tiles.lastRetained == Set(TileCover.tiles(for: scene.viewport, tileZoom: z).map(\.id)))
    }

    @Test func fractionalZoomScalesTheNearestLevel() throws {
        // At 12.6 the nearest level is 13, drawn at 2^(12.6-13) of its size.
        let scene = bareScene(zoom: 12.6, scale: 1)
        let tiles = SyntheticTiles()
        _ = try RenderFixtures.render(scene, renderer: bareRenderer(), tiles: tiles)
        #expect(!tiles.lastRetained.isEmpty && tiles.lastRetained.allSatisfy { $0.z == 13 })
    }
}

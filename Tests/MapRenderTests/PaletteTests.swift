import Foundation
import Graphics
import MapCore
import Testing
@testable import MapRender

/// The dark palette (issue 15): the chrome drawn over the map follows the desktop's dark style; tiles do not.
@Suite struct PaletteTests {
    private let grey = RGBColor(red: 0.5, green: 0.5, blue: 0.5)

    private func render(_ palette: MapPalette) throws -> (Surface, MapRenderer) {
        var o = RenderFixtures.options
        o.unitSystem = .metric
        o.palette = palette
        let r = RenderFixtures.renderer(o)
        let scene = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 320, height: 240)),
                             style: RenderFixtures.osmStyle, items: [RenderFixtures.cluster(id: 7, count: 42, at: RenderFixtures.helsinki, [(RenderFixtures.cafe, 30), (RenderFixtures.pharmacy, 12)])])
        return (try RenderFixtures.render(scene, renderer: r, tiles: SyntheticTiles(solidColor: grey)), r)
    }

    private func brightness(_ p: RGBA8) -> Int { (Int(p.r) + Int(p.g) + Int(p.b)) / 3 }

    @Test func darkPaletteDarkensAttributionScaleBarAndClusterCentres() throws {
        let (light, lr) = try render(.light)
        let (dark, dr) = try render(.dark)
        let box = try #require(lr.attributionFrame)
        #expect(dr.attributionFrame == box, "the palette changes colours, not layout")
        let corner = (x: Int(box.maxX) - 2, y: Int(box.maxY) - 2)
        #expect(brightness(light.pixel(x: corner.x, y: corner.y)) > 170)
        #expect(brightness(dark.pixel(x: corner.x, y: corner.y)) < 90)
        // The scale bar's box, just inside its top-left corner.
        let bar = try #require(lr.overlayFrames.first { $0.minX < 20 })
        #expect(brightness(light.pixel(x: Int(bar.minX) + 3, y: Int(bar.maxY) - 4)) > 170)
        #expect(brightness(dark.pixel(x: Int(bar.minX) + 3, y: Int(bar.maxY) - 4)) < 90)
        // The cluster's centre (the view's centre), beside its count's glyphs.
        #expect(brightness(light.pixel(x: 160, y: 120 - 7)) > 200)
        #expect(brightness(dark.pixel(x: 160, y: 120 - 7)) < 90)
        // Tiles keep their colours.
        #expect(light.pixel(x: 40, y: 40) == dark.pixel(x: 40, y: 40))
    }

    @Test func lightIsTheDefaultSoRenderIsUnchanged() {
        #expect(RenderOptions().palette == .light)
        #expect(RenderOptions().background == MapPalette.light.background)
    }
}

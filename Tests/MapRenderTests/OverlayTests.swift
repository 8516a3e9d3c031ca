import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

@Suite struct OverlayTests {
    private let grey = RGBColor(red: 0.5, green: 0.5, blue: 0.5)

    private func render(offline: Bool, style: MapStyle = RenderFixtures.osmStyle, units: UnitSystem = .metric) throws -> (Surface, MapRenderer) {
        var o = RenderFixtures.options
        o.unitSystem = units
        let r = RenderFixtures.renderer(o)
        let scene = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 320, height: 240)),
                             style: style, isOffline: offline)
        return (try RenderFixtures.render(scene, renderer: r, tiles: SyntheticTiles(solidColor: grey)), r)
    }

    private func differing(_ a: Surface, _ b: Surface, in rect: PixelRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 }
        }
        return n
    }

    @Test func offlineIndicatorAppearsOnlyWhenOffline() throws {
        let (online, _) = try render(offline: false)
        let (offline, _) = try render(offline: true)
        let top = PixelRect(x: 0, y: 0, width: 320, height: 40)
        let rest = PixelRect(x: 0, y: 40, width: 320, height: 200)
        #expect(differing(online, offline, in: top) > 500)
        #expect(differing(online, offline, in: rest) == 0)
        // Online, the top is plain map.
        #expect(ImageDiff.diff(online.pixel(x: 160, y: 18), grey) <= 1)
        // Offline, a dark pill at the top centre.
        let p = offline.pixel(x: 160, y: 10)
        #expect(Int(p.r) + Int(p.g) + Int(p.b) < 3 * 90)
    }

    @Test func providerReportingOfflineAlsoShowsTheIndicator() throws {
        let (online, _) = try render(offline: false)
        let tiles = SyntheticTiles(solidColor: grey)
        tiles.offline = true
        let scene = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 320, height: 240)),
                             style: RenderFixtures.osmStyle)
        let image = try RenderFixtures.render(scene, renderer: RenderFixtures.renderer(), tiles: tiles)
        #expect(differing(online, image, in: PixelRect(x: 0, y: 0, width: 320, height: 40)) > 500)
    }

    @Test func attributionIsBottomRightOnAWhiteBox() throws {
        let (image, r) = try render(offline: false)
        let box = OverlayPainter(options: r.options).attributionRect(TextLayout(text: RenderFixtures.osmStyle.attribution, font: OverlayPainter.attributionFont),
                                                                     view: PixelSize(width: 320, height: 240))
        #expect(box.maxX == 320 && box.maxY == 240 && box.size.width > 100)
        // A corner of the box: white at 75 % over grey.
        let corner = image.pixel(x: Int(box.minX) + 1, y: Int(box.maxY) - 1)
        #expect(corner.r > 200 && corner.r < 250)
        let (bare, _) = try render(offline: false, style: RenderFixtures.bareStyle)
        #expect(ImageDiff.diff(bare.pixel(x: Int(box.minX) + 1, y: Int(box.maxY) - 1), grey) <= 1, "no attribution, no box")
    }

    @Test func aLongAttributionInANarrowViewKeepsItsLastCreditRightOfTheScaleBar() throws {
        let credit = "Natural Earth (public domain) · Example Tiles Ltd · © OpenStreetMap contributors"
        let style = MapStyle(id: "long", name: "Long", urlTemplate: "", attribution: credit)
        func drawn(width: Double) throws -> (box: PixelRect, scaleBar: PixelRect, text: String, ellipsized: Bool) {
            let r = RenderFixtures.renderer()
            let scene = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: width, height: 200)),
                                 style: style)
            _ = try RenderFixtures.render(scene, renderer: r, tiles: SyntheticTiles(solidColor: grey))
            let text = try #require(r.attributionText)
            let layout = r.texts.layout(text, font: OverlayPainter.attributionFont)
            return (try #require(r.attributionFrame), try #require(r.overlayFrames.first), text, layout.isEllipsized)
        }
        let wide = try drawn(width: 900)
        #expect(wide.text == credit && !wide.ellipsized, "room for all of it: drawn whole")
        let narrow = try drawn(width: 280)
        #expect(narrow.text == "… © OpenStreetMap contributors" && !narrow.ellipsized)
        #expect(narrow.box.maxX == 280 && narrow.box.minX >= narrow.scaleBar.maxX,
                "the box ends at the right edge and starts right of the scale bar")
        let tiny = try drawn(width: 150)
        #expect(tiny.ellipsized && tiny.box.minX >= tiny.scaleBar.maxX, "even the last credit is cut rather than overlap")
    }

    @Test func whileTheServerIsUnreachableTheFallbacksCreditJoinsTheStyles() throws {
        func drawnCredit(offline: Bool) throws -> String? {
            let tiles = SyntheticTiles(solidColor: grey)
            tiles.offline = offline
            tiles.fallbackAttribution = "Natural Earth (public domain) · © OpenStreetMap contributors"
            let r = RenderFixtures.renderer()
            let scene = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 900, height: 240)),
                                 style: RenderFixtures.osmStyle)
            _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
            return r.attributionText
        }
        #expect(try drawnCredit(offline: false) == "© OpenStreetMap contributors")
        #expect(try drawnCredit(offline: true) == "© OpenStreetMap contributors · Natural Earth (public domain)",
                "the basemap's credit is added once, without repeating OSM's")
        #expect(MapRenderer.credits("", adding: "A · B") == "A · B")
        #expect(MapRenderer.credits("A", adding: "") == "A")
        #expect(MapRenderer.credits("© OpenStreetMap contributors", adding: "© OpenStreetMap contributors (ODbL) · GSHHG (LGPL)")
            == "© OpenStreetMap contributors (ODbL) · GSHHG (LGPL)")
    }

    @Test func scaleBarIsBottomLeftAndImperialAddsASecondBar() throws {
        let (metric, _) = try render(offline: false)
        let (both, _) = try render(offline: false, units: .metricAndImperial)
        let lowLeft = PixelRect(x: 0, y: 180, width: 120, height: 60)
        #expect(differing(metric, both, in: lowLeft) > 100)
        #expect(differing(metric, both, in: PixelRect(x: 0, y: 0, width: 320, height: 150)) == 0)
        // The bar's left edge is dark ink at the margin.
        let ink = metric.pixel(x: 8, y: 240 - 8 - 3)
        #expect(Int(ink.r) < 110)
    }
}

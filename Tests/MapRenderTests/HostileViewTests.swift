import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// Views at the world's awkward places, by name.
@Suite struct HostileViewTests {
    @Test func pinsAcrossTheAntimeridianLandOnTheNearestWorldCopy() throws {
        let vp = Viewport(center: try Coordinate(latitude: -17.7, longitude: 179.95), zoom: 10, size: PixelSize(width: 300, height: 200))
        let east = try Coordinate(latitude: -17.7, longitude: -179.95)
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.osmStyle, items: [RenderFixtures.place("fiji", RenderFixtures.cafe, east)]),
                                      renderer: r, tiles: SyntheticTiles())
        let anchor = try #require(r.anchor(forPlaceID: "fiji"))
        // 0.1° east at zoom 10 is about 73 points right of the centre, not a world away.
        #expect(anchor.x > 150 && anchor.x < 300)
        #expect(r.hitTest(PixelPoint(x: anchor.x, y: anchor.y - 20))?.id == "p:fiji")
    }

    @Test func beyondThePolesShowsTheBackgroundNotGarbage() throws {
        var o = RenderFixtures.options
        o.showsScaleBar = false
        let r = RenderFixtures.renderer(o)
        // Zoom 0 in a tall view: the 256-point world leaves bands above and below.
        let vp = Viewport(center: try Coordinate(latitude: 0, longitude: 0), zoom: 0, size: PixelSize(width: 300, height: 400))
        let image = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle), renderer: r,
                                              tiles: SyntheticTiles(solidColor: RGBColor(red: 0, green: 0, blue: 1)))
        #expect(ImageDiff.diff(image.pixel(x: 150, y: 20), o.background) <= 1)
        #expect(ImageDiff.diff(image.pixel(x: 150, y: 380), o.background) <= 1)
        #expect(ImageDiff.diff(image.pixel(x: 150, y: 200), RGBColor(red: 0, green: 0, blue: 1)) == 0)
        // The world repeats sideways: both sides of a 256-point-wide world are tiled.
        #expect(ImageDiff.diff(image.pixel(x: 5, y: 200), RGBColor(red: 0, green: 0, blue: 1)) == 0)
    }

    @Test func highLatitudeScaleBarStillRound() throws {
        let vp = Viewport(center: try Coordinate(latitude: 84.9, longitude: 10), zoom: 6, size: PixelSize(width: 300, height: 200))
        let bar = try #require(ScaleBar(viewport: vp, maxWidth: 100, units: .metric))
        #expect(bar.metric.width > 40 && bar.metric.width <= 100)
    }

    @Test func identicalCoordinatesDrawEveryPinAndHitTheLast() throws {
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 200, height: 200))
        let items = (0..<5).map { RenderFixtures.place("same\($0)", RenderFixtures.cafe, RenderFixtures.helsinki) }
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.osmStyle, items: items), renderer: r, tiles: SyntheticTiles())
        #expect(r.drawn.count == 5)
        // Same y: the later item in the list is on top, deterministically.
        #expect(r.hitTest(PixelPoint(x: 100, y: 80))?.id == "p:same4")
    }
}

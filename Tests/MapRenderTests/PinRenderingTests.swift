import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

@Suite struct PinRenderingTests {
    private let dark = RGBColor(red: 0.25, green: 0.25, blue: 0.25)

    private func renderer() -> MapRenderer {
        var o = RenderFixtures.options
        o.showsScaleBar = false
        return RenderFixtures.renderer(o)
    }

    /// The lowest strongly marked pixel row and the middle of its marked pixels, in device pixels.
    private func tip(in image: Surface, background: RGBColor) -> (x: Double, bottom: Double)? {
        for y in stride(from: image.height - 1, through: 0, by: -1) {
            var xs: [Int] = []
            for x in 0..<image.width where ImageDiff.diff(image.pixel(x: x, y: y), background) > 96 { xs.append(x) }
            if !xs.isEmpty { return (Double(xs.reduce(0, +)) / Double(xs.count) + 0.5, Double(y + 1)) }
        }
        return nil
    }

    @Test(arguments: [(1.0, 0.0, 0.0), (1.0, 0.3, 0.7), (2.0, 0.25, 0.5), (2.0, 0.8, 0.1), (1.5, 0.5, 0.5)])
    func pinTipLandsOnTheProjectedPixel(scale: Double, fx: Double, fy: Double) throws {
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16.2, size: PixelSize(width: 120, height: 100), scaleFactor: scale)
        let c = RenderFixtures.coordinate(vp, dx: fx, dy: 20 + fy)
        let scene = MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: [RenderFixtures.place("p", RenderFixtures.cafe, c)])
        let image = try RenderFixtures.render(scene, renderer: renderer(), tiles: SyntheticTiles(solidColor: dark))
        let p = vp.screenPoint(for: c)
        let found = try #require(tip(in: image, background: dark))
        #expect(abs(found.bottom - p.y * scale) <= 1, "tip bottom \(found.bottom) vs \(p.y * scale)")
        #expect(abs(found.x - p.x * scale) <= 1, "tip x \(found.x) vs \(p.x * scale)")
    }

    @Test func iconsAreRasterisedOncePerScale() throws {
        let r = renderer()
        let tiles = SyntheticTiles()
        var scene = RenderFixtures.richScene()
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        let afterFirst = r.icons.loadCount
        // cafe, pharmacy, museum (missing): normal and selected cafe sizes.
        #expect(afterFirst >= 3 && afterFirst <= 5)
        for dx in [3.0, -7, 11] {
            scene.viewport.pan(by: PixelPoint(x: dx, y: 1))
            _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        }
        #expect(r.icons.loadCount == afterFirst)
        scene.viewport.scaleFactor = 2
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(r.icons.loadCount == 2 * afterFirst)
    }

    @Test func missingIconFallsBackToADot() throws {
        let r = renderer()
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 100, height: 100))
        let scene = MapScene(viewport: vp, style: RenderFixtures.bareStyle,
                             items: [RenderFixtures.place("m", RenderFixtures.museum, RenderFixtures.helsinki)])
        let image = try RenderFixtures.render(scene, renderer: r, tiles: SyntheticTiles(solidColor: dark))
        #expect(r.iconErrors["museum-missing"] != nil)
        // The head's centre is white (the dot); beside the dot, the category colour.
        let head = r.options.pinHeight - r.options.pinDiameter / 2 + r.options.outlineWidth / 2
        let centre = image.pixel(x: 50, y: Int(50 - head))
        #expect(ImageDiff.diff(centre, RGBColor(red: 1, green: 1, blue: 1)) <= 8)
        let side = image.pixel(x: 50 + Int(r.options.pinDiameter * 0.4), y: Int(50 - head))
        #expect(ImageDiff.diff(side, RenderFixtures.museum.color) <= 8)
    }

    @Test func unknownCategoryAndHostileIconNameDoNotCrash() throws {
        let evil = PlaceCategory(id: "evil", title: "Evil", iconName: "../../etc/passwd", color: RGBColor(red: 1, green: 0, blue: 1))
        let r = MapRenderer(categories: [evil], iconDirectory: RenderFixtures.iconDirectory, options: RenderFixtures.options)
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 100, height: 100))
        let items = [RenderFixtures.place("x", evil, RenderFixtures.helsinki),
                     MapItem.place(Place(id: "y", categoryID: "nonexistent", title: "y", coordinate: RenderFixtures.helsinki))]
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items), renderer: r, tiles: SyntheticTiles())
        #expect(r.iconErrors["../../etc/passwd"] != nil)
        #expect(r.drawn.count == 2)
    }

    @Test func selectedPinIsLargerAndDrawnLast() throws {
        let r = renderer()
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 200, height: 160))
        let north = RenderFixtures.coordinate(vp, dx: 0, dy: 0), south = RenderFixtures.coordinate(vp, dx: 0, dy: 12)
        let items = [RenderFixtures.place("n", RenderFixtures.cafe, north), RenderFixtures.place("s", RenderFixtures.pharmacy, south)]
        let plain = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items), renderer: r, tiles: SyntheticTiles(solidColor: dark))
        #expect(r.drawn.map { r.lastItems[$0.index].id } == ["p:n", "p:s"])
        let selected = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items, selectedPlaceID: "n"),
                                                 renderer: r, tiles: SyntheticTiles(solidColor: dark))
        #expect(r.drawn.map { r.lastItems[$0.index].id } == ["p:s", "p:n"])
        func marked(_ img: Surface) -> Int {
            var n = 0
            for y in 0..<img.height { for x in 0..<img.width where ImageDiff.diff(img.pixel(x: x, y: y), dark) > 40 { n += 1 } }
            return n
        }
        #expect(marked(selected) > marked(plain) + 300, "the selected pin and its halo cover visibly more")
    }

    @Test func pinsOverAnEdgeAreDrawnWhileTheirBodyIsVisible() throws {
        let r = renderer()
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 200, height: 160))
        // Tip 10 points below the bottom edge: the head is still on screen.
        let below = RenderFixtures.coordinate(vp, dx: 0, dy: 90)
        // Tip far below: nothing visible, culled.
        let gone = RenderFixtures.coordinate(vp, dx: 40, dy: 200)
        let items = [RenderFixtures.place("edge", RenderFixtures.cafe, below), RenderFixtures.place("gone", RenderFixtures.cafe, gone)]
        let image = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle, items: items), renderer: r, tiles: SyntheticTiles(solidColor: dark))
        #expect(r.drawn.map { r.lastItems[$0.index].id } == ["p:edge"])
        #expect(ImageDiff.diff(image.pixel(x: 100, y: 159), RenderFixtures.cafe.color) <= 40)
    }
}

import Foundation
import Graphics
import MapCore
import Testing
@testable import MapRender

/// Lines and areas drawn by the renderer (no display): where, in which colours, under the pins, and what a click hits.
@Suite struct ShapeRenderingTests {
    static let ground = RGBColor(red: 0.8, green: 0.8, blue: 0.8)
    static let vp = Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 200, height: 200))
    static let parkColour = RGBColor(red: 0.1, green: 0.6, blue: 0.2)

    static func c(_ x: Double, _ y: Double, _ vp: Viewport = vp) -> Coordinate { vp.coordinate(at: PixelPoint(x: x, y: y)) }

    /// A park (20…120 square with a 50…90 hole, its own colour) and a track across the view at y = 160 (a café's).
    static func shapes(_ vp: Viewport = vp) -> [PlaceShape] {
        func ring(_ a: Double, _ b: Double) -> [Coordinate] { [c(a, a, vp), c(b, a, vp), c(b, b, vp), c(a, b, vp), c(a, a, vp)] }
        let park = PlaceShape(id: "park", categoryID: "cafe", title: "Park", geometry: .areas([[ring(20, 120), ring(50, 90)]]),
                              color: parkColour)
        let track = PlaceShape(id: "track", categoryID: "cafe", title: "Track",
                               geometry: .lines([[c(10, 160, vp), c(100, 160, vp), c(190, 160, vp)]]))
        return [park, track]
    }

    static func scene(_ shapes: [PlaceShape], items: [MapItem] = [], viewport: Viewport = vp, selected: PlaceShape.ID? = nil) -> MapScene {
        var scene = MapScene(viewport: viewport, style: RenderFixtures.bareStyle, items: items)
        scene.shapes = ShapeIndex(shapes).shapes(in: viewport.visibleBounds, zoom: viewport.zoom)
        scene.selectedShapeID = selected
        return scene
    }

    static func renderer(dark: Bool = false) -> MapRenderer {
        var o = RenderFixtures.options
        o.showsScaleBar = false
        if dark { o.palette = .dark }
        return RenderFixtures.renderer(o)
    }

    static func rgba(_ c: RGBColor) -> RGBA8 {
        RGBA8(r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()), b: UInt8((c.blue * 255).rounded()), a: 255)
    }

    static func blend(_ over: RGBColor, _ alpha: Double, on under: RGBColor) -> RGBColor {
        RGBColor(red: over.red * alpha + under.red * (1 - alpha), green: over.green * alpha + under.green * (1 - alpha),
                 blue: over.blue * alpha + under.blue * (1 - alpha))
    }

    @Test func areaIsFilledAtAQuarterWithAnOutlineAndItsHoleLeftEmpty() throws {
        let r = Self.renderer()
        let image = try RenderFixtures.render(Self.scene(Self.shapes()), renderer: r, tiles: SyntheticTiles(solidColor: Self.ground))
        let fill = Self.rgba(Self.blend(Self.parkColour, 0.25, on: Self.ground))
        #expect(ImageDiff.channelDiff(image.pixel(x: 35, y: 35), fill) <= 3, "inside the park")
        #expect(ImageDiff.channelDiff(image.pixel(x: 70, y: 70), Self.rgba(Self.ground)) <= 2, "the hole is not filled")
        #expect(ImageDiff.channelDiff(image.pixel(x: 150, y: 40), Self.rgba(Self.ground)) <= 2, "outside")
        #expect(ImageDiff.channelDiff(image.pixel(x: 20, y: 70), Self.rgba(Self.parkColour)) <= 40, "the outline, in the park's own colour")
    }

    @Test func lineIsDrawnInItsCategorysColourWithAHaloAndUnderThePins() throws {
        let r = Self.renderer()
        let pin = RenderFixtures.place("p", RenderFixtures.cafe, Self.c(150, 160))
        let image = try RenderFixtures.render(Self.scene(Self.shapes(), items: [pin]), renderer: r, tiles: SyntheticTiles(solidColor: Self.ground))
        let cafe = Self.rgba(RenderFixtures.cafe.color)
        #expect(ImageDiff.channelDiff(image.pixel(x: 40, y: 160), cafe) <= 3, "the line's middle")
        #expect(ImageDiff.channelDiff(image.pixel(x: 40, y: 162), Self.rgba(Self.blend(.init(red: 1, green: 1, blue: 1), 0.85, on: Self.ground))) <= 4,
                "the halo, just past the 3-point line")
        #expect(ImageDiff.channelDiff(image.pixel(x: 40, y: 170), Self.rgba(Self.ground)) <= 2)
        // Where the pin's body stands on the line, the pin's white outline is drawn over it.
        let overLine = (145...155).map { image.pixel(x: $0, y: 160) }
        #expect(overLine.contains { ImageDiff.channelDiff($0, cafe) > 60 }, "the pin covers the line")
    }

    @Test func darkPaletteDrawsADarkHalo() throws {
        let image = try RenderFixtures.render(Self.scene(Self.shapes()), renderer: Self.renderer(dark: true),
                                              tiles: SyntheticTiles(solidColor: Self.ground))
        let halo = Self.rgba(Self.blend(MapPalette.dark.shapeHalo, MapPalette.dark.shapeHaloAlpha, on: Self.ground))
        #expect(ImageDiff.channelDiff(image.pixel(x: 40, y: 162), halo) <= 4)
    }

    @Test func theSelectedLineIsWider() throws {
        func width(_ selected: PlaceShape.ID?) throws -> Int {
            let image = try RenderFixtures.render(Self.scene(Self.shapes(), selected: selected), renderer: Self.renderer(),
                                                  tiles: SyntheticTiles(solidColor: Self.ground))
            return (150...170).filter { ImageDiff.channelDiff(image.pixel(x: 40, y: $0), Self.rgba(RenderFixtures.cafe.color)) <= 10 }.count
        }
        #expect(try width("track") > width(nil))
    }

    @Test func aSelfIntersectingPolygonDrawsWithoutCrashing() throws {
        // Five points, the bow-tie's edges crossing in the middle.
        let bow = [Self.c(30, 30), Self.c(170, 170), Self.c(170, 30), Self.c(30, 170), Self.c(30, 30)]
        let shape = PlaceShape(id: "bow", categoryID: "cafe", title: "Bow", geometry: .areas([[bow]]))
        let r = Self.renderer()
        let image = try RenderFixtures.render(Self.scene([shape]), renderer: r, tiles: SyntheticTiles(solidColor: Self.ground))
        #expect(ImageDiff.channelDiff(image.pixel(x: 60, y: 100), Self.rgba(Self.ground)) > 5, "the left and right wings are filled")
        #expect(ImageDiff.channelDiff(image.pixel(x: 100, y: 50), Self.rgba(Self.ground)) <= 2, "between them, nothing")
        #expect(r.hit(at: PixelPoint(x: 140, y: 100))?.shape?.id == "bow")
    }

    @Test func aContinentSizedAreaAtStreetZoomStillFillsTheView() throws {
        var deep = Self.vp
        deep.setZoom(20)
        let box = [Self.c(-40000, -40000, deep), Self.c(40000, -40000, deep), Self.c(40000, 40000, deep),
                   Self.c(-40000, 40000, deep), Self.c(-40000, -40000, deep)]
        var huge = PlaceShape(id: "huge", categoryID: "cafe", title: "Huge", geometry: .areas([[box]]))
        huge.color = Self.parkColour
        // Far past Cairo's fixed-point range once projected at zoom 20 when the view is moved away from its middle.
        let corner = Viewport(center: Self.c(39_000, 39_000, deep), zoom: 20, size: deep.size)
        let image = try RenderFixtures.render(Self.scene([huge], viewport: corner), renderer: Self.renderer(),
                                              tiles: SyntheticTiles(solidColor: Self.ground))
        let fill = Self.rgba(Self.blend(Self.parkColour, 0.25, on: Self.ground))
        #expect(ImageDiff.channelDiff(image.pixel(x: 50, y: 50), fill) <= 3)
        #expect(ImageDiff.channelDiff(image.pixel(x: 199, y: 199), Self.rgba(Self.ground)) <= 2 ||
                ImageDiff.channelDiff(image.pixel(x: 199, y: 199), fill) <= 3)
    }

    @Test func clicksHitPinsFirstThenLinesThenAreasButNotHoles() throws {
        let r = Self.renderer()
        let pin = RenderFixtures.place("p", RenderFixtures.cafe, Self.c(150, 160))
        _ = try RenderFixtures.render(Self.scene(Self.shapes(), items: [pin]), renderer: r, tiles: SyntheticTiles(solidColor: Self.ground))
        #expect(r.hit(at: PixelPoint(x: 150, y: 150))?.item?.id == "p:p", "the pin over the line")
        let onLine = try #require(r.hit(at: PixelPoint(x: 40, y: 163)))
        #expect(onLine.shape?.id == "track")
        #expect(onLine.anchor == PixelPoint(x: 40, y: 163))
        #expect(r.hit(at: PixelPoint(x: 40, y: 175)) == nil, "well off the line")
        #expect(r.hit(at: PixelPoint(x: 35, y: 35))?.shape?.id == "park")
        #expect(r.hit(at: PixelPoint(x: 52, y: 70))?.shape?.id == "park", "near the hole's edge")
        #expect(r.hit(at: PixelPoint(x: 70, y: 70)) == nil, "inside the hole")
        #expect(r.hitTest(PixelPoint(x: 35, y: 35)) == nil, "hitTest stays pins and clusters only")
    }

    @Test func aLongTrackDrawsAboutAsManyVerticesAsAShortOne() throws {
        // The same path across the view as 1,000 and as 100,000 vertices: the frame draws a few hundred either way.
        func drawnVertices(_ n: Int) -> Int {
            let points = (0..<n).map { i -> Coordinate in
                let t = Double(i) / Double(n - 1)
                return Self.c(10 + 180 * t, 100 + 60 * sin(t * 12))
            }
            return Self.scene([PlaceShape(id: "t", categoryID: "cafe", title: "T", geometry: .lines([points]))])
                .shapes.reduce(0) { $0 + $1.vertexCount }
        }
        let short = drawnVertices(1000), long = drawnVertices(100_000)
        #expect(long < 2 * short + 200, "\(long) vs \(short)")
    }
}

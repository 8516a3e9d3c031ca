import Foundation
import Testing
import Graphics
import MapCore
import VectorTiles
@testable import MapRender

@Suite struct VectorTilePainterTests {
    typealias F = VectorTilePainterFixtures

    /// Land background, water fill, and a red road 8 points wide (butt caps).
    static let simpleStyle = #"""
    {"layers": [
      {"id": "land", "type": "background", "paint": {"background-color": "#f0e8d8"}},
      {"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#3366cc"}},
      {"id": "road", "type": "line", "source-layer": "roads", "filter": ["==", "kind", "major_road"],
       "paint": {"line-color": "#cc0000", "line-width": 8}},
      {"id": "path", "type": "line", "source-layer": "roads", "filter": ["==", "kind", "path"],
       "paint": {"line-color": "#00aa00", "line-width": 2, "line-dasharray": [4, 4]}}
    ]}
    """#

    static let land = RGBA8(r: 0xf0, g: 0xe8, b: 0xd8, a: 255)
    static let water = RGBA8(r: 0x33, g: 0x66, b: 0xcc, a: 255)
    static let road = RGBA8(r: 0xcc, g: 0, b: 0, a: 255)

    /// Water over the western half; a major road across at y = 3072 (192 points).
    static func waterAndRoad() -> VectorTile {
        VectorTile(layers: [
            VectorLayer(name: "water", features: [F.polygon([F.box(0, 0, 2048, 4096)], [("kind", .string("ocean"))])]),
            VectorLayer(name: "roads", features: [F.line([[(-100, 3072), (4196, 3072)]], [("kind", .string("major_road"))])]),
        ])
    }

    private func close(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 2) -> Bool { ImageDiff.channelDiff(a, b) <= tolerance }

    @Test(arguments: [1.0, 2.0])
    func waterAndRoadAreDrawnInTheirColoursAtTheirWidth(scale: Double) throws {
        let painter = VectorTilePainter(style: try F.style(Self.simpleStyle))
        let tile = TileID(z: 14, x: 9326, y: 4741)
        let out = try painter.render(Self.waterAndRoad(), dataTile: tile, drawnTile: tile, scaleFactor: scale)
        #expect(out.surface.width == Int(256 * scale))
        func px(_ x: Double, _ y: Double) -> RGBA8 { out.surface.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(close(px(64, 64), Self.water))
        #expect(close(px(200, 64), Self.land))
        // The road is 8 points wide around y = 192, above the water too.
        #expect(close(px(200, 192), Self.road))
        #expect(close(px(200, 188.5), Self.road) && close(px(200, 195), Self.road))
        #expect(close(px(200, 186), Self.land) && close(px(200, 198), Self.land))
        #expect(close(px(64, 192), Self.road))
        #expect(close(px(64, 200), Self.water))
    }

    @Test func holesInPolygonsStayEmpty() throws {
        let painter = VectorTilePainter(style: try F.style(Self.simpleStyle))
        let ring = F.box(0, 0, 4096, 4096), hole: [F.Point] = F.box(1024, 1024, 3072, 3072).reversed()
        let tile = VectorTile(layers: [VectorLayer(name: "water", features: [F.polygon([ring, hole])])])
        let id = TileID(z: 3, x: 1, y: 1)
        let out = try painter.render(tile, dataTile: id, drawnTile: id)
        #expect(close(out.surface.pixel(x: 30, y: 30), Self.water))
        #expect(close(out.surface.pixel(x: 128, y: 128), Self.land))
    }

    /// In a one-colour layer a polygon wound backwards (outer ring counter-clockwise, its hole clockwise) keeps its
    /// hole, an island with a lake inside that hole is drawn with its lake, and a feature overlapping another adds to
    /// it instead of cancelling it.
    @Test func ringsWoundEitherWayAreFilledTogetherWithTheirHoles() throws {
        let painter = VectorTilePainter(style: try F.style(Self.simpleStyle))
        let ring = F.box(0, 0, 4096, 4096), hole: [F.Point] = F.box(1024, 1024, 3072, 3072).reversed()
        let backwards = F.polygon([Array(ring.reversed()), Array(hole.reversed())])
        let island = F.polygon([F.box(1536, 1536, 2560, 2560), F.box(1856, 1856, 2240, 2240).reversed()])
        let overlapping = F.polygon([F.box(0, 0, 2048, 512), F.box(256, 128, 512, 384).reversed()])
        let tile = VectorTile(layers: [VectorLayer(name: "water", features: [backwards, island, overlapping])])
        let id = TileID(z: 3, x: 1, y: 1)
        let out = try painter.render(tile, dataTile: id, drawnTile: id)
        func px(_ x: Int, _ y: Int) -> RGBA8 { out.surface.pixel(x: x, y: y) }
        #expect(close(px(30, 200), Self.water), "outside the hole")
        #expect(close(px(80, 80), Self.land), "the hole")
        #expect(close(px(104, 104), Self.water), "the island")
        #expect(close(px(128, 128), Self.land), "the island's lake")
        #expect(close(px(100, 20), Self.water), "where two features overlap")
        #expect(close(px(24, 16), Self.water), "a feature's hole does not cut the feature under it")
    }

    @Test func dashedLinesLeaveGaps() throws {
        let painter = VectorTilePainter(style: try F.style(Self.simpleStyle))
        let tile = VectorTile(layers: [VectorLayer(name: "roads", features: [F.line([[(0, 2048), (4096, 2048)]], [("kind", .string("path"))])])])
        let id = TileID(z: 15, x: 0, y: 0)
        let out = try painter.render(tile, dataTile: id, drawnTile: id)
        // Dashes of 4 line widths (8 points) and gaps as long: about half the row is green.
        let green = (0..<256).filter { out.surface.pixel(x: $0, y: 128).g > 0x90 && out.surface.pixel(x: $0, y: 128).r < 0x60 }.count
        #expect(green > 100 && green < 156, "\(green) of 256 pixels are dash")
        #expect(close(out.surface.pixel(x: 4, y: 128), RGBA8(r: 0, g: 0xaa, b: 0, a: 255), 8))
        #expect(close(out.surface.pixel(x: 12, y: 128), Self.land))
    }

    @Test func overzoomDrawsTheChildsSubSquareScaled() throws {
        let painter = VectorTilePainter(style: try F.style(Self.simpleStyle))
        // Water fills the data tile's south-east quadrant; the road runs at y = 3072 (the middle of the south half).
        let data = VectorTile(layers: [
            VectorLayer(name: "water", features: [F.polygon([F.box(2048, 2048, 4096, 4096)])]),
            VectorLayer(name: "roads", features: [F.line([[(0, 3072), (4096, 3072)]], [("kind", .string("major_road"))])]),
        ])
        let parent = TileID(z: 10, x: 4, y: 6)
        let southEast = try painter.render(data, dataTile: parent, drawnTile: TileID(z: 11, x: 9, y: 13))
        let northWest = try painter.render(data, dataTile: parent, drawnTile: TileID(z: 11, x: 8, y: 12))
        let southWest = try painter.render(data, dataTile: parent, drawnTile: TileID(z: 11, x: 8, y: 13))
        #expect(close(southEast.surface.pixel(x: 20, y: 20), Self.water) && close(southEast.surface.pixel(x: 235, y: 60), Self.water))
        #expect(close(northWest.surface.pixel(x: 128, y: 128), Self.land) && close(northWest.surface.pixel(x: 250, y: 250), Self.land))
        // The road lands mid-tile, still 8 points wide (vectors scale, widths do not).
        for out in [southEast, southWest] {
            #expect(close(out.surface.pixel(x: 100, y: 128), Self.road))
            #expect(close(out.surface.pixel(x: 100, y: 125), Self.road))
            #expect(!close(out.surface.pixel(x: 100, y: 122), Self.road) && !close(out.surface.pixel(x: 100, y: 134), Self.road))
        }
        #expect(close(southWest.surface.pixel(x: 100, y: 60), Self.land))
        // Two levels down: the south-east grandchild of the quadrant's corner is all water but for no road.
        let deep = try painter.render(data, dataTile: parent, drawnTile: TileID(z: 12, x: 19, y: 27))
        #expect(close(deep.surface.pixel(x: 128, y: 128), Self.water))
    }

    @Test func theDarkPaletteGivesDarkLandAndTheLightOneLightLand() throws {
        let tile = VectorTile(layers: [
            VectorLayer(name: "earth", features: [F.polygon([F.box(-64, -64, 4160, 2048)], [("kind", .string("earth"))])]),
            VectorLayer(name: "water", features: [F.polygon([F.box(-64, 2048, 4160, 4160)], [("kind", .string("ocean"))])]),
        ])
        let id = TileID(z: 12, x: 2331, y: 1185)
        func luminance(_ p: RGBA8) -> Double { (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255 }
        let light = try VectorTilePainter(style: VectorStyle(contentsOf: F.bundledStyle, palette: "light")).render(tile, dataTile: id, drawnTile: id)
        let dark = try VectorTilePainter(style: VectorStyle(contentsOf: F.bundledStyle, palette: "dark")).render(tile, dataTile: id, drawnTile: id)
        let lightLand = light.surface.pixel(x: 128, y: 60), darkLand = dark.surface.pixel(x: 128, y: 60)
        let lightWater = light.surface.pixel(x: 128, y: 200), darkWater = dark.surface.pixel(x: 128, y: 200)
        #expect(luminance(lightLand) > 0.85, "light land \(lightLand)")
        #expect(luminance(darkLand) < 0.25, "dark land \(darkLand)")
        #expect(lightLand.r > lightLand.b, "light land is warm: \(lightLand)")
        #expect(lightWater.b > lightWater.r && darkWater.b > darkWater.r, "water is blue: \(lightWater) \(darkWater)")
        #expect(luminance(darkWater) < 0.25 && luminance(lightWater) > 0.6)
    }

    @Test func theBundledStyleDrawsACityTile() throws {
        let id = TileID(z: 14, x: 9326, y: 4741)
        for palette in ["light", "dark"] {
            let painter = VectorTilePainter(style: try VectorStyle(contentsOf: F.bundledStyle, palette: palette))
            let out = try painter.render(F.city(), dataTile: id, drawnTile: id, scaleFactor: 2)
            if let dir = ProcessInfo.processInfo.environment["PINMAP_VECTOR_PNG_DIR"] {
                try out.surface.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("city-\(palette).png"))
            }
            // The park, the sea and a minor road show the palette's colours at known spots.
            guard case .fill(let parkFill)? = painter.style.layers.first(where: { $0.id == "landuse-park" })?.kind,
                  case .background(let sea)? = painter.style.layers.first?.kind else { Issue.record("style changed"); return }
            func rgba(_ c: StyleColor) -> RGBA8 {
                RGBA8(r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()), b: UInt8((c.blue * 255).rounded()), a: 255)
            }
            #expect(close(out.surface.pixel(x: 2 * 220, y: 2 * 60), rgba(parkFill.color.value(zoom: 14)), 3))
            #expect(close(out.surface.pixel(x: 2 * 128, y: 2 * 240), rgba(sea.color.value(zoom: 14)), 3))
            #expect(out.labels.candidates.contains { $0.text == "Helsinki" })
        }
    }
}

@Suite struct VectorTilePainterHostileTests {
    typealias F = VectorTilePainterFixtures

    @Test func extremeCoordinatesAndEmptyPartsDrawWithoutTrouble() throws {
        let painter = VectorTilePainter(style: try F.style(VectorTilePainterTests.simpleStyle))
        let far: [F.Point] = [(Int32.min, Int32.min), (Int32.max, Int32.min), (Int32.max, Int32.max), (Int32.min, Int32.max)]
        var broken = F.line([[(0, 0), (4096, 4096)]], [("kind", .string("major_road")), ("name", .string("Broken"))])
        broken.geometry.partStarts = [0, 5, 1]   // out of order and past the end
        let tile = VectorTile(layers: [
            VectorLayer(name: "water", features: [F.polygon([far]), F.polygon([]), F.polygon([[(1, 1)]])]),
            VectorLayer(name: "roads", features: [F.line([far], [("kind", .string("major_road"))]), broken]),
            VectorLayer(name: "roads", extent: 0, features: [F.line([[(0, 0), (1, 1)]], [("kind", .string("major_road"))])]),
        ])
        for drawn in [TileID(z: 14, x: 10, y: 10), TileID(z: 22, x: 10 << 8, y: 10 << 8)] {
            let out = try painter.render(tile, dataTile: TileID(z: 14, x: 10, y: 10), drawnTile: drawn, scaleFactor: 2)
            #expect(out.surface.width == 512)
            let labeller = VectorTilePainter(style: try F.style(VectorTilePainterLabelTests.style))
            let labels = labeller.labels(for: tile, dataTile: TileID(z: 14, x: 10, y: 10), drawnTile: drawn)
            #expect(labels.candidates.allSatisfy { $0.text == "Broken" })
        }
    }
}

import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

@Suite struct OfflineTileRendererTests {
    /// A land square from 60° W to 60° E, 40° S to 40° N, with a lake hole around 0°, 0°.
    private func square() throws -> WorldBasemap {
        let outer = try [(-40.0, -60.0), (-40, 60), (40, 60), (40, -60)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        let hole = try [(-5.0, -5.0), (5, -5), (5, 5), (-5, 5)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        return WorldBasemap(polygons: [[outer, hole]])
    }

    private func isLand(_ p: RGBA8, _ palette: OfflineTileRenderer.Palette) -> Bool {
        abs(Int(p.r) - Int(palette.land.red * 255)) <= 2 && abs(Int(p.b) - Int(palette.land.blue * 255)) <= 2
    }

    private func isWater(_ p: RGBA8, _ palette: OfflineTileRenderer.Palette) -> Bool {
        abs(Int(p.r) - Int(palette.water.red * 255)) <= 2 && abs(Int(p.b) - Int(palette.water.blue * 255)) <= 2
    }

    @Test func drawsLandOverWaterWithHolesKept() throws {
        let r = OfflineTileRenderer(basemap: try square())
        let image = try r.render(TileID(z: 0, x: 0, y: 0))
        #expect(image.width == 256)
        #expect(isLand(image.pixel(x: 128 - 30, y: 128 + 20), r.palette))   // inside the square
        #expect(isWater(image.pixel(x: 128, y: 128), r.palette))             // the lake
        #expect(isWater(image.pixel(x: 10, y: 10), r.palette))               // open sea
    }

    @Test func deepZoomInsideLandIsAllLand() throws {
        // Zoom 18 near 20° E 20° N: polygon edges lie millions of pixels away, so clipping must keep Cairo sane.
        let r = OfflineTileRenderer(basemap: try square())
        let t = TileID(containing: try Coordinate(latitude: 20, longitude: 20), zoom: 18)
        let image = try r.render(t, scale: 2)
        #expect(image.width == 512)
        for (x, y) in [(0, 0), (511, 511), (256, 256), (0, 511)] { #expect(isLand(image.pixel(x: x, y: y), r.palette)) }
    }

    @Test func tileOutsideAllPolygonsIsPlainWater() throws {
        let r = OfflineTileRenderer(basemap: try square())
        let image = try r.render(TileID(containing: try Coordinate(latitude: 70, longitude: -150), zoom: 6))
        #expect(isWater(image.pixel(x: 128, y: 128), r.palette))
        #expect(r.tilePaths(TileID(containing: try Coordinate(latitude: 70, longitude: -150), zoom: 6), pixels: 256, margin: 2).isEmpty)
    }

    @Test func clippingKeepsPointsNearTheTile() {
        let ring = [PixelPoint(x: -1e7, y: -1e7), PixelPoint(x: 1e7, y: -1e7), PixelPoint(x: 1e7, y: 1e7), PixelPoint(x: -1e7, y: 1e7)]
        let clipped = OfflineTileRenderer.clip(ring, to: PixelRect(x: -4, y: -4, width: 264, height: 264))
        #expect(clipped.count == 4)
        #expect(clipped.allSatisfy { $0.x >= -4 && $0.x <= 260 && $0.y >= -4 && $0.y <= 260 })
    }

    @Test func geoJSONReaderSkipsBadFeaturesByName() throws {
        let json = #"""
        {"type":"FeatureCollection","features":[
          {"type":"Feature","properties":{"name":"Squareland"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,10],[0,0]]]}},
          {"type":"Feature","properties":{"name":"Twin Isles"},"geometry":{"type":"MultiPolygon","coordinates":[[[[20,0],[21,0],[21,1],[20,0]]],[[[30,0],[31,0],[31,1],[30,0]]]]}},
          {"type":"Feature","properties":{"name":"Pointville"},"geometry":{"type":"Point","coordinates":[1,1]}},
          {"type":"Feature","properties":{"name":"Nowhere"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[500,0],[1,1]]]}},
          {"type":"Feature","properties":{"name":"Ghost"}}
        ]}
        """#
        let (map, warnings) = try WorldBasemap.load(geoJSON: Data(json.utf8), sourceName: "world.geojson")
        #expect(map.polygonCount == 3)
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.contains("Pointville") && $0.contains("Point") })
        #expect(warnings.contains { $0.contains("Nowhere") && $0.contains("invalid coordinates") })
        #expect(warnings.contains { $0.contains("Ghost") && $0.contains("no geometry") })
    }

    @Test func geoJSONWithoutPolygonsIsAnError() {
        #expect(throws: BasemapError.notGeoJSON("x.json")) { try WorldBasemap.load(geoJSON: Data("[1,2]".utf8), sourceName: "x.json") }
        #expect(throws: BasemapError.noPolygons("y.json")) {
            try WorldBasemap.load(geoJSON: Data(#"{"type":"FeatureCollection","features":[]}"#.utf8), sourceName: "y.json")
        }
        #expect(throws: BasemapError.self) { try WorldBasemap.load(contentsOf: URL(fileURLWithPath: "/nonexistent.geojson")) }
    }

    static let worldFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/world-110m.geojson")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: worldFile.path), "no data/world-110m.geojson in this checkout"))
    func realWorldFileRendersWhenPresent() throws {
        let url = Self.worldFile
        let (map, _) = try WorldBasemap.load(contentsOf: url)
        #expect(map.polygonCount > 100)
        let r = OfflineTileRenderer(basemap: map)
        // Zoom 6 over central Finland is land; over the middle of the Atlantic is sea.
        let finland = try r.render(TileID(containing: try Coordinate(latitude: 63, longitude: 26), zoom: 6))
        #expect(isLand(finland.pixel(x: 128, y: 128), r.palette) || finland.pixel(x: 128, y: 128) != r.palette.water.rgba8)
        let atlantic = try r.render(TileID(containing: try Coordinate(latitude: 30, longitude: -40), zoom: 6))
        #expect(isWater(atlantic.pixel(x: 128, y: 128), r.palette))
    }
}

private extension RGBColor {
    var rgba8: RGBA8 { RGBA8(r: UInt8(red * 255), g: UInt8(green * 255), b: UInt8(blue * 255), a: 255) }
}

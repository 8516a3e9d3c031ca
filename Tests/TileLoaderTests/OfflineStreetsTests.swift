import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

@Suite struct OfflineStreetsTests {
    /// The z15 tile over central Helsinki that the generated layer's road crosses.
    let tile = TileID(containing: try! Coordinate(latitude: 60.17, longitude: 24.94), zoom: 15)

    /// A world that is all land, so only the street layer can put colour other than land on the tile.
    private func land() throws -> WorldBasemap {
        let ring = try [(-80.0, -179.0), (-80, 179), (80, 179), (80, -179)].map { try Coordinate(latitude: $0.0, longitude: $0.1) }
        return WorldBasemap(polygons: [[ring]])
    }

    /// A major road straight across the tile at its middle latitude, a park in its NW corner, plus bad features.
    private func layerJSON() -> (json: String, roadLatitude: Double) {
        let b = tile.bounds
        let lat = (b.south + b.north) / 2
        let w = b.west - 0.001, e = b.east + 0.001
        let pw = b.west + (b.east - b.west) * 0.05, pe = b.west + (b.east - b.west) * 0.3
        let ps = b.north - (b.north - b.south) * 0.3, pn = b.north - (b.north - b.south) * 0.05
        let json = """
        {"type":"FeatureCollection","features":[
          {"type":"Feature","id":"way/1","geometry":{"type":"LineString","coordinates":[[\(w),\(lat)],[\(e),\(lat)]]},"properties":{"kind":"road","class":"major","name":"Testikatu"}},
          {"type":"Feature","id":"way/2","geometry":{"type":"Polygon","coordinates":[[[\(pw),\(ps)],[\(pe),\(ps)],[\(pe),\(pn)],[\(pw),\(pn)],[\(pw),\(ps)]]]},"properties":{"kind":"park"}},
          {"type":"Feature","id":"way/3","geometry":{"type":"LineString","coordinates":[[\(w),\(lat)],[\(e),\(lat)]]},"properties":{"kind":"road"}},
          {"type":"Feature","id":"way/4","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]},"properties":{"kind":"road","class":"minor"}},
          {"type":"Feature","id":"way/5","geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]},"properties":{"kind":"water"}},
          {"type":"Feature","id":"way/6","geometry":{"type":"LineString","coordinates":[[0,0],[500,1]]},"properties":{"kind":"road","class":"path"}},
          {"type":"Feature","id":"way/7","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]},"properties":{"kind":"volcano"}},
          {"type":"Feature","id":"way/8","properties":{"kind":"park"}},
          {"type":"Feature","id":"way/9","geometry":{"type":"LineString","coordinates":[[0,0]]},"properties":{"kind":"road","class":"minor"}},
          "not a feature"
        ]}
        """
        return (json, lat)
    }

    private func renderer() throws -> (OfflineTileRenderer, roadLatitude: Double) {
        let (json, lat) = layerJSON()
        let (detail, _) = try BasemapDetail.load(geoJSON: Data(json.utf8), sourceName: "streets.geojson")
        var world = try land()
        world.detail = BasemapDetailLoader(detail: detail)
        return (OfflineTileRenderer(basemap: world), lat)
    }

    private func near(_ p: RGBA8, _ c: RGBColor, tolerance: Int = 3) -> Bool {
        abs(Int(p.r) - Int((c.red * 255).rounded())) <= tolerance && abs(Int(p.g) - Int((c.green * 255).rounded())) <= tolerance
            && abs(Int(p.b) - Int((c.blue * 255).rounded())) <= tolerance
    }

    private func count(_ c: RGBColor, in image: Surface) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where near(image.pixel(x: x, y: y), c) { n += 1 } }
        return n
    }

    @Test func readerKeepsGoodFeaturesAndNamesEachBadOne() throws {
        let (json, _) = layerJSON()
        let (detail, warnings) = try BasemapDetail.load(geoJSON: Data(json.utf8), sourceName: "streets.geojson")
        #expect(detail.count(of: .major) == 1)
        #expect(detail.count(of: .park) == 1)
        #expect(detail.roadCount == 1 && detail.areaCount == 1)
        #expect(warnings.count == 8)
        #expect(warnings.allSatisfy { $0.hasPrefix("streets.geojson: feature ") && $0.hasSuffix("skipped") })
        #expect(warnings.contains { $0.contains("way/3") && $0.contains("no road class") })
        #expect(warnings.contains { $0.contains("way/4") && $0.contains("Polygon, not a line") })
        #expect(warnings.contains { $0.contains("way/5") && $0.contains("LineString, not a polygon") })
        #expect(warnings.contains { $0.contains("way/6") && $0.contains("invalid coordinates") })
        #expect(warnings.contains { $0.contains("way/7") && $0.contains("unknown kind \"volcano\"") })
        #expect(warnings.contains { $0.contains("way/8") && $0.contains("no geometry") })
        #expect(warnings.contains { $0.contains("way/9") && $0.contains("invalid coordinates") })
        #expect(warnings.contains { $0.contains("#10") && $0.contains("no geometry") })
        let bounds = try #require(detail.geoBounds)
        #expect(bounds.west < tile.bounds.west && bounds.east > tile.bounds.east)
    }

    @Test func fileWithoutUsableFeaturesIsAnError() {
        #expect(throws: BasemapError.notGeoJSON("d.json")) { try BasemapDetail.load(geoJSON: Data("{}".utf8), sourceName: "d.json") }
        let onlyBad = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"kind":"road"},"geometry":{"type":"Point","coordinates":[1,1]}}]}"#
        #expect(throws: BasemapError.noFeatures("e.json")) { try BasemapDetail.load(geoJSON: Data(onlyBad.utf8), sourceName: "e.json") }
        let loader = BasemapDetailLoader(url: URL(fileURLWithPath: "/nonexistent/streets.geojson"))
        #expect(loader.detail == nil)
        guard case .failure(.unreadable) = loader.result else { Issue.record("expected .unreadable"); return }
    }

    @Test func z15TileDrawsTheRoadWhereItCrosses() throws {
        let (r, lat) = try renderer()
        let image = try r.render(tile, scale: 2)
        let n = Double(tile.span)
        let row = Int(((WebMercator.normalizedY(latitude: lat) * n - Double(tile.y)) * 512).rounded())
        #expect(near(image.pixel(x: 256, y: row), r.palette.majorRoad))
        #expect(near(image.pixel(x: 500, y: row), r.palette.majorRoad))
        #expect(!near(image.pixel(x: 256, y: row + 60), r.palette.majorRoad))
        #expect(near(image.pixel(x: 256, y: row + 60), r.palette.land))
        #expect(near(image.pixel(x: 100, y: 60), r.palette.park))      // inside the park square
        #expect(count(r.palette.majorRoad, in: image) > 512 * 4)
    }

    @Test func tileOutsideTheLayerHasNoRoad() throws {
        let (r, _) = try renderer()
        let away = TileID(z: 15, x: tile.x + 3, y: tile.y)
        let image = try r.render(away)
        #expect(count(r.palette.majorRoad, in: image) == 0)
        #expect(count(r.palette.majorCasing, in: image) == 0)
        #expect(near(image.pixel(x: 128, y: 128), r.palette.land))
    }

    @Test func zoomBelow12IgnoresTheLayer() throws {
        let (r, lat) = try renderer()
        let c = try Coordinate(latitude: lat, longitude: 24.94)
        for z in [5, 10, 11] {
            let image = try r.render(TileID(containing: c, zoom: z))
            #expect(count(r.palette.majorRoad, in: image) == 0, "zoom \(z)")
            #expect(count(r.palette.park, in: image) == 0, "zoom \(z)")
        }
        // At z12 the road is about a pixel wide and blends with its casing: anything but land is the layer.
        let z12 = try r.render(TileID(containing: c, zoom: 12))
        #expect(count(r.palette.land, in: z12) < 256 * 256)
    }

    @Test func catalogBesideTheWorldFileAttachesTheLayer() throws {
        let dir = TempDir()
        defer { dir.cleanup() }
        let world = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Sq"},"geometry":{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,0]]]}}]}"#
        try Data(world.utf8).write(to: dir.url.appendingPathComponent("world.geojson"))
        let noCatalog = try WorldBasemap.load(contentsOf: dir.url.appendingPathComponent("world.geojson"))
        #expect(noCatalog.basemap.detail == nil)

        let catalog = #"{"styles":[{"id":"o","name":"Offline","kind":"offline","attribution":"x"}],"categories":[],"basemap":"world.geojson","detailBasemap":"streets.geojson"}"#
        try Data(catalog.utf8).write(to: dir.url.appendingPathComponent("catalog.json"))
        try Data(layerJSON().json.utf8).write(to: dir.url.appendingPathComponent("streets.geojson"))
        let loaded = try WorldBasemap.load(contentsOf: dir.url.appendingPathComponent("world.geojson"))
        let loader = try #require(loaded.basemap.detail)
        #expect(loader.url?.lastPathComponent == "streets.geojson")
        #expect(loader.detail?.count(of: .major) == 1)
        guard case .success(let result) = loader.result else { Issue.record("layer not read"); return }
        #expect(result.warnings.count == 8)
    }
}

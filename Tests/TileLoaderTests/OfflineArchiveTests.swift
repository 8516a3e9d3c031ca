import Foundation
import Graphics
import MapCore
import MapRender
import Testing
import VectorTiles
@testable import TileLoader

/// The bundled offline map (data/offline.pmtiles drawn with data/styles/protomaps.json) through the app's own path:
/// TileStore reads and rasterises tiles, MapRenderer places the labels.
@MainActor
@Suite(.serialized) struct OfflineArchiveTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let archive = root.appendingPathComponent("data/offline.pmtiles")
    static let styleFile = root.appendingPathComponent("data/styles/protomaps.json")
    static let samplesFile = root.appendingPathComponent("Tests/MapRenderTests/Fixtures/offline-landwater-samples.json")
    static let osmSamplesFile = root.appendingPathComponent("Tests/MapRenderTests/Fixtures/offline-osm-landwater-samples.json")

    let style = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                         maxZoom: 19, archivePath: Self.archive.path)

    private func store(palette: String) throws -> TileStore {
        try #require(FileManager.default.fileExists(atPath: Self.archive.path), "data/offline.pmtiles is part of the checkout")
        let tiles = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
        tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: Self.styleFile, palette: palette))
        return tiles
    }

    struct Sample: Decodable {
        var lon: Double, lat: Double
        var `class`: String
        var kind: String
        var zooms: [Int]
    }

    struct SampleFile: Decodable { var samples: [Sample] }

    /// 200 points at least 300 m from any shoreline (sea, lakes, islands, lakes on islands), drawn from GSHHG by
    /// tools/offline-map/landwater_samples.py: the rendered pixel is water exactly where GSHHG says water. The sea's
    /// islands are left out: the coast is OpenStreetMap's now (checked by the OSM samples below), and four of
    /// GSHHG's 36 islands are not land in OSM's polygons (off Hanko, Andros, Halmahera and Colombia's Pacific coast).
    @Test func landAndWaterMatchGSHHGAtZooms6_10And13() throws {
        let all = try JSONDecoder().decode(SampleFile.self, from: Data(contentsOf: Self.samplesFile)).samples
        #expect(all.count == 200)
        let samples = all.filter { $0.kind != "island" }
        #expect(Set(samples.map(\.kind)).count >= 5)
        let probes = samples.map { Probe(lat: $0.lat, lon: $0.lon, isWater: $0.class == "water", zooms: $0.zooms, label: $0.kind) }
        let (checked, wrong) = try wrongPixels(probes, zooms: [6, 10, 13])
        let total = checked.values.reduce(0, +)
        #expect(total >= 380)
        #expect(wrong.isEmpty, "\(wrong.count) of \(total) wrong: \(wrong.prefix(8))")
    }

    struct OSMSample: Decodable {
        var lon: Double, lat: Double
        var `class`: String
        var area: String
        var name: String
        var zooms: [Int]
    }

    struct OSMSampleFile: Decodable { var samples: [OSMSample] }

    /// 300 points at least 100 m from OpenStreetMap's coast (the Hudson, Manhattan, Katajanokka, Suomenlinna,
    /// Seurasaari, the Helsinki archipelago and coasts on every continent), drawn from the OSM land polygons by
    /// tools/offline-map/osm_landwater_samples.py: the rendered pixel is water exactly where OSM has sea, at each
    /// of z6, z10, z12 and z14 that the point's distance allows for the data drawn there (bundled or overzoomed).
    @Test
    func landAndWaterMatchOSMAtZooms6_10_12And14() throws {
        let samples = try JSONDecoder().decode(OSMSampleFile.self, from: Data(contentsOf: Self.osmSamplesFile)).samples
        #expect(samples.count == 300)
        for name in ["Hudson", "Manhattan", "Katajanokka", "Suomenlinna", "Seurasaari"] {
            #expect(samples.contains { $0.name == name && $0.zooms.contains(12) && $0.zooms.contains(14) }, "\(name) at z12 and z14")
        }
        let probes = samples.map { Probe(lat: $0.lat, lon: $0.lon, isWater: $0.class == "water", zooms: $0.zooms, label: "\($0.area) \($0.name)") }
        let (checked, wrong) = try wrongPixels(probes, zooms: [6, 10, 12, 14])
        #expect(checked.values.reduce(0, +) >= 600, "checked per zoom \(checked)")
        #expect(wrong.isEmpty, "\(wrong.count) wrong of \(checked): \(wrong.prefix(10))")
    }

    /// A point whose rendered pixel must be water or not, at some of the zooms checked.
    struct Probe {
        var lat: Double, lon: Double
        var isWater: Bool
        var zooms: [Int]
        var label: String
    }

    /// Draws each zoom's tiles under the probes (read from the archive, overzoomed where it has none) and lists the
    /// probes whose pixel is of the wrong class (water is the light palette's water colour), with the count per zoom.
    private func wrongPixels(_ probes: [Probe], zooms: [Int]) throws -> (checked: [Int: Int], wrong: [String]) {
        let tiles = try store(palette: "light")
        let water = RGBA8(r: 0xaa, g: 0xd3, b: 0xe6, a: 255)
        var checked: [Int: Int] = [:]
        var wrong: [String] = []
        for zoom in zooms {
            let placed = try probes.filter { $0.zooms.contains(zoom) }.map { s -> (Probe, TileID, Int, Int) in
                let c = try Coordinate(latitude: s.lat, longitude: s.lon)
                let world = WebMercator.project(c, zoom: Double(zoom), tileSize: 256)
                let t = TileID(containing: c, zoom: zoom)
                return (s, t, Int(world.x) - t.x * 256, Int(world.y) - t.y * 256)
            }
            let report = tiles.load(Array(Set(placed.map(\.1))), style: style, timeout: 300)
            #expect(report.failed.isEmpty && report.pending.isEmpty)
            for (s, t, x, y) in placed {
                let piece = try #require(tiles.pieces(for: t, style: style, scaleFactor: 1).first, "tile \(t) drawn")
                let p = piece.image.pixel(x: min(255, max(0, x)), y: min(255, max(0, y)))
                let isWater = abs(Int(p.r) - Int(water.r)) + abs(Int(p.g) - Int(water.g)) + abs(Int(p.b) - Int(water.b)) < 24
                checked[zoom, default: 0] += 1
                if isWater != s.isWater { wrong.append("z\(zoom) \(s.lat),\(s.lon) \(s.label): drew \(p)") }
            }
            tiles.clearMemory()
        }
        return (checked, wrong)
    }

    /// At z7 over southern Finland and z12 over New York the places are named, from the renderer's own label list;
    /// none overlap, and none lies over the map's controls: the scale bar and credits as drawn (the renderer's
    /// overlay frames) and the zones kept for the zoom and location buttons.
    @Test(arguments: [(61.0, 24.4, 7.0, ["Helsinki", "Espoo", "Tampere", "Turku"]), (40.75, -73.98, 12.0, ["New York City"])])
    func labelsNeitherOverlapNorCoverTheControls(lat: Double, lon: Double, zoom: Double, cities: [String]) throws {
        let tiles = try store(palette: "light")
        var style = self.style
        style.attribution = "© OpenStreetMap contributors · GSHHG (LGPL) · Natural Earth · GeoNames (CC BY 4.0)"
        let vp = Viewport(center: try Coordinate(latitude: lat, longitude: lon), zoom: zoom, size: PixelSize(width: 1280, height: 800))
        let z = TileCover.tileZoom(for: vp.zoom, tileSize: 256, zoomRange: style.zoomRange)
        let report = tiles.load(TileCover.tiles(for: vp, tileZoom: z).map(\.id), style: style, timeout: 120)
        #expect(report.failed.isEmpty && report.pending.isEmpty)
        let renderer = MapRenderer(categories: [])
        let surface = try Surface(width: 1280, height: 800)
        renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: Canvas(surface: surface))
        let placed = renderer.lastPlacedLabels
        let names = Set(placed.map(\.text))
        for city in cities { #expect(names.contains(city), "\(city) not among \(names.sorted())") }
        #expect(renderer.overlayFrames.count >= 2, "scale bar and credits drawn")
        let controls = renderer.overlayFrames + renderer.options.labels.controlZones(in: vp.size)
        for label in placed {
            for c in controls {
                #expect(!label.frame.intersects(c), "\(label.text) at \(label.frame) covers a control at \(c)")
            }
        }
        for i in placed.indices {
            for j in placed.indices where j > i {
                #expect(!placed[i].overlaps(placed[j]), "\(placed[i].text) overlaps \(placed[j].text)")
            }
        }
    }

    /// The contrast, on what is drawn in each palette (WCAG 2 ratio): the pixels of the sea off Helsinki and
    /// of a lake (Päijänne's south, GSHHG) against a land pixel at z10 are ≥ 1.3 apart, and every label placed at z7
    /// over southern Finland, z12 over New York and z14 over Helsinki has text ≥ 4.5 against its halo as painted.
    @Test(arguments: ["light", "dark"])
    func waterLandAndLabelsContrastAsDrawn(palette: String) throws {
        let tiles = try store(palette: palette)
        func drawn(_ lat: Double, _ lon: Double) throws -> RGBColor {
            let c = try Coordinate(latitude: lat, longitude: lon)
            let world = WebMercator.project(c, zoom: 10, tileSize: 256)
            let t = TileID(containing: c, zoom: 10)
            tiles.load([t], style: style, timeout: 60)
            let piece = try #require(tiles.pieces(for: t, style: style, scaleFactor: 1).first, "tile \(t) drawn")
            let p = piece.image.pixel(x: Int(world.x) - t.x * 256, y: Int(world.y) - t.y * 256)
            return RGBColor(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
        }
        let land = try drawn(60.242158, 24.890846), sea = try drawn(60.05375, 24.983683), lake = try drawn(61.316179, 25.472817)
        for (name, water) in [("sea", sea), ("lake", lake)] {
            let ratio = Self.contrast(water, land)
            #expect(ratio >= 1.3, "\(palette): \(name) \(water.hex) against land \(land.hex): \(ratio)")
        }
        var checked = 0
        for (lat, lon, zoom) in [(61.0, 24.4, 7.0), (40.75, -73.98, 12.0), (60.17, 24.95, 14.0)] {
            let vp = Viewport(center: try Coordinate(latitude: lat, longitude: lon), zoom: zoom, size: PixelSize(width: 1280, height: 800))
            let z = TileCover.tileZoom(for: vp.zoom, tileSize: 256, zoomRange: style.zoomRange)
            tiles.load(TileCover.tiles(for: vp, tileZoom: z).map(\.id), style: style, timeout: 120)
            let renderer = MapRenderer(categories: [])
            renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: Canvas(surface: try Surface(width: 1280, height: 800)))
            for label in renderer.lastPlacedLabels {
                checked += 1
                #expect(label.haloWidth >= 1, "\(label.text) has a halo")
                let ratio = Self.contrast(label.color, label.haloColor)
                #expect(ratio >= 4.5, "\(palette) z\(zoom): \(label.text) \(label.color.hex) on \(label.haloColor.hex): \(ratio)")
            }
        }
        #expect(checked >= 30, "\(checked) labels checked")
    }

    /// WCAG 2 contrast ratio of two opaque sRGB colours.
    static func contrast(_ a: RGBColor, _ b: RGBColor) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func luminance(_ c: RGBColor) -> Double { 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue) }
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The dark palette draws the same map dark: sea and land both darker than the light palette's.
    @Test func darkPaletteDrawsTheSameTileDark() throws {
        let tile = TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.95), zoom: 10)
        func mean(_ palette: String) throws -> Double {
            let tiles = try store(palette: palette)
            tiles.load([tile], style: style, timeout: 60)
            let image = try #require(tiles.pieces(for: tile, style: style, scaleFactor: 1).first).image
            var sum = 0.0
            for y in stride(from: 0, to: 256, by: 4) { for x in stride(from: 0, to: 256, by: 4) {
                let p = image.pixel(x: x, y: y); sum += Double(Int(p.r) + Int(p.g) + Int(p.b)) / 3
            } }
            return sum / 4096
        }
        let light = try mean("light"), dark = try mean("dark")
        #expect(light > 180 && dark < 70, "mean brightness light \(light), dark \(dark)")
    }
}


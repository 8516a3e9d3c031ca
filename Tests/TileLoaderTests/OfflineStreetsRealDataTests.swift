import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

/// The bundled data/helsinki-basemap.geojson, when this checkout has it.
/// Set PINMAP_STREETS_PNG=/some/folder to also write a stitched view per zoom there, for looking at.
@Suite struct OfflineStreetsRealDataTests {
    private static let dataFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data")
    private var dataFolder: URL { Self.dataFolder }
    static var dataPresent: Bool {
        ["helsinki-basemap.geojson", "world-110m.geojson"].allSatisfy {
            FileManager.default.fileExists(atPath: dataFolder.appendingPathComponent($0).path)
        }
    }

    @Test(.enabled(if: dataPresent, "no data/helsinki-basemap.geojson and data/world-110m.geojson in this checkout"))
    func bundledLayerLoadsCleanlyAndDrawsStreets() throws {
        let world = dataFolder.appendingPathComponent("world-110m.geojson")
        let (map, _) = try WorldBasemap.load(contentsOf: world)
        let loader = try #require(map.detail)
        guard case .success(let loaded) = loader.result else { Issue.record("street layer not read: \(loader.result)"); return }
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.detail.count(of: .major) > 50 && loaded.detail.count(of: .minor) > 50 && loaded.detail.count(of: .park) > 10)
        let r = OfflineTileRenderer(basemap: map)
        let centre = try Coordinate(latitude: 60.1705, longitude: 24.9445)
        let image = try r.render(TileID(containing: centre, zoom: 15))
        var roadish = 0
        for y in stride(from: 0, to: 256, by: 2) {
            for x in stride(from: 0, to: 256, by: 2) {
                let p = image.pixel(x: x, y: y)
                if p.r == 255 && p.g == 255 && p.b == 255 { roadish += 1 }
            }
        }
        #expect(roadish > 100)   // white minor roads cross central Helsinki
        if let out = ProcessInfo.processInfo.environment["PINMAP_STREETS_PNG"] { try writeViews(r, centre: centre, to: URL(fileURLWithPath: out)) }
    }

    /// 4 × 3 tiles around `centre` per zoom, stitched into one PNG, with per-tile render times printed.
    private func writeViews(_ r: OfflineTileRenderer, centre: Coordinate, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for z in [12, 13, 14, 15, 16, 17, 18] {
            for scale in [1, 2] {
                let t = TileID(containing: centre, zoom: z)
                let size = 256 * scale
                let canvasSurface = try Surface(width: 4 * size, height: 3 * size)
                let canvas = Canvas(surface: canvasSurface)
                var times: [Double] = []
                for dy in -1...1 {
                    for dx in -2...1 {
                        let start = DispatchTime.now().uptimeNanoseconds
                        let img = try r.render(TileID(z: z, x: t.x + dx, y: t.y + dy), scale: scale)
                        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                        canvas.draw(img, at: PixelPoint(x: Double((dx + 2) * size), y: Double((dy + 1) * size)))
                    }
                }
                try canvasSurface.writePNG(to: folder.appendingPathComponent("streets-z\(z)@\(scale)x.png"))
                let sorted = times.sorted()
                print("z\(z) @\(scale)x tile render ms: median \(String(format: "%.2f", sorted[sorted.count / 2])) max \(String(format: "%.2f", sorted.last!))")
            }
        }
    }
}

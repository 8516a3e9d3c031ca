import Foundation
import Graphics
import MapCore
import MapRender
import Testing
import VectorTiles
@testable import TileLoader

/// A raster style without network stands on the bundled offline map (data/offline.pmtiles): its frame is named
/// exactly as the "Offline" style's frame of the same view, from the renderer's own label list.
extension MainLoopTests {
    @MainActor @Suite struct OfflineFallbackLabels {
        let offline = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                               maxZoom: 19, archivePath: OfflineArchiveTests.archive.path)

        func store(_ h: Harness) throws -> TileStore {
            try #require(FileManager.default.fileExists(atPath: OfflineArchiveTests.archive.path), "data/offline.pmtiles is part of the checkout")
            let tiles = h.store()
            tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: OfflineArchiveTests.styleFile, palette: "light"))
            tiles.fallbackStyle = offline
            return tiles
        }

        /// The placed labels of one frame of `style` at `vp`, after its tiles (and their stand-ins) are read.
        func labels(_ tiles: TileStore, style: MapStyle, at vp: Viewport) throws -> [PlacedLabel] {
            let z = TileCover.tileZoom(for: vp.zoom, tileSize: style.tileSize, zoomRange: style.zoomRange)
            let report = tiles.load(TileCover.tiles(for: vp, tileZoom: z).map(\.id), style: style, timeout: 120)
            #expect(report.pending.isEmpty, "\(style.name): \(report.pending.count) tiles still pending")
            let renderer = MapRenderer(categories: [])
            let surface = try Surface(width: Int(vp.size.width), height: Int(vp.size.height))
            renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: Canvas(surface: surface))
            return renderer.lastPlacedLabels
        }

        @Test(arguments: [(61.0, 24.4, 7.0), (60.17, 24.95, 14.0), (40.75, -73.98, 12.0)])
        func streetsWithoutNetworkIsNamedAsTheOfflineStyle(lat: Double, lon: Double, zoom: Double) throws {
            let h = try Harness(); defer { h.finish() }
            let streets = h.style
            // No network: nothing listens on the style's port any more.
            h.server.stop()
            let vp = Viewport(center: try Coordinate(latitude: lat, longitude: lon), zoom: zoom, size: PixelSize(width: 1280, height: 800))
            let fallback = try labels(try store(h), style: streets, at: vp)
            let own = try labels(try store(h), style: offline, at: vp)
            #expect(!own.isEmpty, "the Offline style names this view")
            #expect(fallback.map(\.text) == own.map(\.text))
            #expect(fallback.map(\.center) == own.map(\.center))
        }
    }
}

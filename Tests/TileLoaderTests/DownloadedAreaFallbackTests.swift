import Foundation
import Graphics
import MapCore
import MapRender
import Testing
import VectorTiles
@testable import TileLoader

/// A raster style whose server is down stands on a downloaded area (an archive in the maps folder) where the area
/// covers the tile, and on the bundled offline map elsewhere; the badge says which.
extension MainLoopTests {
    @MainActor @Suite struct DownloadedAreaFallback {
        let offline = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                               maxZoom: 19, archivePath: OfflineArchiveTests.archive.path)
        /// Central Helsinki, as the area tests download it.
        static let helsinki = GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.19)

        /// A maps folder holding Helsinki downloaded at zooms 10–14 from the bundled archive, and the areas it yields.
        func mapsFolder(_ h: Harness) throws -> [DownloadedArea] {
            try #require(FileManager.default.fileExists(atPath: OfflineArchiveTests.archive.path), "data/offline.pmtiles is part of the checkout")
            let maps = h.dir.url.appendingPathComponent("maps")
            try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
            let plan = try DownloadPlan(bounds: Self.helsinki, zooms: 10...14)
            _ = try AreaDownloader(plan: plan, from: OfflineArchiveTests.archive.path, to: maps.appendingPathComponent("helsinki.pmtiles")).run()
            let folder = TileSourceCatalog.folderStyles(in: maps)
            #expect(folder.problems.isEmpty)
            return TileSourceCatalog.downloadedAreas(among: folder.styles)
        }

        func store(_ h: Harness, areas: [DownloadedArea]) throws -> TileStore {
            let tiles = h.store()
            tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: OfflineArchiveTests.styleFile, palette: "light"))
            tiles.fallbackStyle = offline
            tiles.downloadedAreas = areas
            return tiles
        }

        @Test func theFolderYieldsTheAreaWithItsBoundsAndZooms() throws {
            let h = try Harness(); defer { h.finish() }
            let areas = try mapsFolder(h)
            let area = try #require(areas.first)
            #expect(areas.count == 1 && area.style.id == "maps/helsinki.pmtiles")
            #expect(abs(area.bounds.west - 24.90) < 1e-6 && abs(area.bounds.north - 60.19) < 1e-6)
            #expect(area.style.minZoom == 10 && area.style.kind == .vector)
            #expect(area.covers(TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 14)))
            #expect(!area.covers(TileID(containing: try Coordinate(latitude: 61.5, longitude: 23.76), zoom: 14)), "Tampere is outside")
            #expect(!area.covers(TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 8)), "below its zooms")
        }

        @Test func withTheServerDownAZ14TileInsideTheAreaComesFromTheAreaAndOneOutsideFromTheOfflineMap() throws {
            let h = try Harness(); defer { h.finish() }
            let tiles = try store(h, areas: try mapsFolder(h))
            let streets = h.style
            // No network: nothing listens on the style's port any more.
            h.server.stop()
            let inside = TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 14)
            let outside = TileID(containing: try Coordinate(latitude: 60.30, longitude: 25.20), zoom: 14)
            let report = tiles.load([inside, outside], style: streets, timeout: 120)
            #expect(report.failed.count == 2, "the style's own tiles fail")
            #expect(report.standIns[inside] == "area:maps/helsinki.pmtiles")
            #expect(report.standIns[outside] == "offline-map")
            let piece = try #require(tiles.pieces(for: inside, style: streets, scaleFactor: 1).first)
            #expect(piece.isDownloadedArea && piece.isOfflineMap && piece.image.width == 256)
        }

        @Test func theFramesBadgeSaysDownloadedAreasWhenOneStandsIn() throws {
            let h = try Harness(); defer { h.finish() }
            let tiles = try store(h, areas: try mapsFolder(h))
            let streets = h.style
            h.server.stop()
            let vp = Viewport(center: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 14, size: PixelSize(width: 512, height: 400))
            let z = TileCover.tileZoom(for: vp.zoom, tileSize: streets.tileSize, zoomRange: streets.zoomRange)
            let report = tiles.load(TileCover.tiles(for: vp, tileZoom: z).map(\.id), style: streets, timeout: 120)
            #expect(report.pending.isEmpty)
            let renderer = MapRenderer(categories: [])
            renderer.draw(MapScene(viewport: vp, style: streets), tiles: tiles, on: Canvas(surface: try Surface(width: 512, height: 400)))
            #expect(renderer.lastTileSources.downloadedArea > 0)
            #expect(renderer.options.offlineBadge(styleName: streets.name, sources: renderer.lastTileSources)
                    == "\(streets.name) needs a connection — showing downloaded areas")
        }
    }
}

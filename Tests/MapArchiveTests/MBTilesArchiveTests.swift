import MapCore
import Testing
@testable import MapArchive

@Suite struct MBTilesArchiveTests {
    @Test func rasterMBTilesFlipsTMSRowsAndReturnsTheWrittenTiles() throws {
        let manifest = try Fixture.manifest()
        let archive = try MBTilesArchive(path: Fixture.path("raster.mbtiles"))
        #expect(archive.info.name == manifest.raster.mbtiles_name)
        #expect(archive.info.attribution == manifest.raster.attribution)
        #expect(archive.info.format == .png)
        #expect(archive.info.minZoom == 0 && archive.info.maxZoom == manifest.raster.maxzoom)
        #expect(archive.info.bounds == GeoBounds(west: -180, south: -85, east: 180, north: 85))
        // Colours differ by row, so a missing flip would return another tile's bytes.
        for (key, tile) in manifest.raster.tiles {
            #expect(try archive.tileData(for: Fixture.tile(key)) == Fixture.decode(tile.png), "\(key)")
        }
        #expect(try archive.tileData(for: TileID(z: 3, x: 0, y: 0)) == nil)
    }

    @Test func vectorMBTilesFromTippecanoeIsInflated() throws {
        let manifest = try Fixture.manifest()
        let archive = try MBTilesArchive(path: Fixture.path("vector.mbtiles"))
        #expect(archive.info.name == manifest.vector.name)
        #expect(archive.info.format == .mvt)
        #expect(archive.info.vectorLayers == manifest.vector.layers)
        #expect(archive.info.minZoom == 0 && archive.info.maxZoom == 5)
        for (key, base64) in manifest.vector.tiles {
            #expect(try archive.tileData(for: Fixture.tile(key)) == Fixture.decode(base64), "\(key)")
        }
    }
}

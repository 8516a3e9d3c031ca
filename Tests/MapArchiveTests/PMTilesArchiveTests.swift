import MapCore
import Testing
@testable import MapArchive

/// The reader against archives the real tools wrote (tools/archive-fixtures/make.py).
@Suite struct PMTilesArchiveTests {
    @Test func rasterArchiveReturnsEveryTileTheWriterWrote() throws {
        let manifest = try Fixture.manifest()
        let archive = try PMTilesArchive(path: Fixture.path("raster.pmtiles"))
        #expect(archive.info.name == manifest.raster.name)
        #expect(archive.info.attribution == manifest.raster.attribution)
        #expect(archive.info.format == .png)
        #expect(archive.info.minZoom == manifest.raster.minzoom && archive.info.maxZoom == manifest.raster.maxzoom)
        #expect(archive.info.bounds == GeoBounds(west: -180, south: -85, east: 180, north: 85))
        #expect(archive.header.internalCompression == .gzip)
        // z2's bottom row is one colour, so the writer stored it as a run: fewer entries than tiles.
        #expect(archive.rootDirectory.entries.count < manifest.raster.tiles.count)
        for (key, tile) in manifest.raster.tiles {
            #expect(try archive.tileData(for: Fixture.tile(key)) == Fixture.decode(tile.png), "\(key)")
        }
    }

    @Test func missingTilesAreNilNotErrors() throws {
        let archive = try PMTilesArchive(path: Fixture.path("raster.pmtiles"))
        #expect(try archive.tileData(for: TileID(z: 3, x: 0, y: 0)) == nil)
        #expect(try archive.tileData(for: TileID(z: 9, x: 300, y: 100)) == nil)
        #expect(try archive.tileData(for: TileID(z: 1, x: 5, y: 0)) == nil, "off the grid")
    }

    @Test func leafDirectoriesAreFollowedAndCached() throws {
        let manifest = try Fixture.manifest()
        let archive = try PMTilesArchive(path: Fixture.path("raster-leaves.pmtiles"))
        #expect(archive.header.leafDirectories.length > 0)
        #expect(archive.rootDirectory.entries.allSatisfy { $0.isLeaf })
        for (key, tile) in manifest.raster.tiles {
            #expect(try archive.tileData(for: Fixture.tile(key)) == Fixture.decode(tile.png), "\(key)")
        }
        #expect(archive.cachedLeafCount == archive.rootDirectory.entries.count)
    }

    @Test func vectorArchiveFromTippecanoe() throws {
        let manifest = try Fixture.manifest()
        let archive = try PMTilesArchive(path: Fixture.path("vector.pmtiles"))
        #expect(archive.info.name == manifest.vector.name)
        #expect(archive.info.attribution == manifest.vector.attribution)
        #expect(archive.info.format == .mvt && archive.info.format.isVector)
        #expect(archive.info.vectorLayers == manifest.vector.layers)
        #expect(archive.info.minZoom == manifest.vector.minzoom && archive.info.maxZoom == manifest.vector.maxzoom)
        #expect(archive.header.tileCompression == .gzip)
        #expect(!manifest.vector.tiles.isEmpty)
        for (key, base64) in manifest.vector.tiles {
            // Decompressed by the reader, byte for byte what the pmtiles reader + gzip gave.
            #expect(try archive.tileData(for: Fixture.tile(key)) == Fixture.decode(base64), "\(key)")
        }
    }

    @Test func readsFromManyThreadsAtOnce() async throws {
        let manifest = try Fixture.manifest()
        let archive = try PMTilesArchive(path: Fixture.path("raster-leaves.pmtiles"))
        let expected = manifest.raster.tiles.map { (Fixture.tile($0.key), Fixture.decode($0.value.png)) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var bad = 0
                    for _ in 0..<20 { for (tile, bytes) in expected where (try? archive.tileData(for: tile)) != bytes { bad += 1 } }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func nameFallsBackToTheFileName() throws {
        var crafted = CraftedPMTiles()
        crafted.metadata = Array("not json".utf8)
        let archive = try crafted.open(name: "/tmp/some/Helsinki Streets.pmtiles")
        #expect(archive.info.name == "Helsinki Streets")
        #expect(try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) == [1, 2, 3, 4])
    }
}

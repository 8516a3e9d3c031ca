import MapCore
import Testing
@testable import MapArchive

/// Bad input, each by name: a clear `ArchiveError` (file and reason), never a crash.
@Suite struct BadArchiveTests {
    /// The reason an archive failed to open or read, or nil when it did not fail.
    func failure(_ body: () throws -> Void) -> ArchiveError? {
        do { try body(); return nil } catch let error as ArchiveError { return error } catch {
            return ArchiveError(file: "?", reason: "not an ArchiveError: \(error)")
        }
    }

    @Test func truncatedArchive() throws {
        let whole = try Fixture.bytes("raster.pmtiles")
        let short = failure { _ = try PMTilesArchive(source: MemoryByteSource(Array(whole.prefix(60))), file: "t.pmtiles") }
        #expect(short?.reason == "truncated: 60 bytes, a PMTiles header needs 127")
        #expect(short?.file == "t.pmtiles")
        // Cut inside the tile data: the header's sections no longer fit.
        let cut = failure { _ = try PMTilesArchive(source: MemoryByteSource(Array(whole.prefix(whole.count - 10))), file: "t.pmtiles") }
        #expect(cut?.reason.hasPrefix("tile data (offset ") == true)
        #expect(cut?.reason.hasSuffix("lies past the end of the file (\(whole.count - 10) bytes; truncated?)") == true)
    }

    @Test func wrongMagic() {
        var crafted = CraftedPMTiles()
        crafted.magic = Array("MBTiles".utf8)
        #expect(failure { _ = try crafted.open() }?.reason == "not a PMTiles archive (wrong magic bytes)")
    }

    @Test func wrongVersion() {
        var crafted = CraftedPMTiles()
        crafted.version = 4
        #expect(failure { _ = try crafted.open() }?.reason == "PMTiles version 4 is not supported (only version 3)")
        // A version 2 archive starts "PM" then a 16-bit version.
        crafted.magic = [0x50, 0x4d, 2, 0, 0, 0, 0]
        #expect(failure { _ = try crafted.open() }?.reason == "PMTiles version 2 is not supported (only version 3)")
    }

    @Test func directoryOffsetPastTheEnd() {
        var crafted = CraftedPMTiles()
        crafted.overrides = [8: 1 << 40]
        #expect(failure { _ = try crafted.open() }?.reason.hasPrefix("root directory (offset 1099511627776, length ") == true)
        // An offset + length that overflows 64 bits is past the end too.
        crafted.overrides = [40: UInt64.max - 2, 48: 10]
        #expect(failure { _ = try crafted.open() }?.reason.hasPrefix("leaf directories (offset ") == true)
    }

    @Test func leafEntryPastItsSection() {
        var crafted = CraftedPMTiles()
        crafted.leaves = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 4, runLength: 1)])
        crafted.root = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 500, runLength: 0)])
        let archive = try? crafted.open()
        #expect(failure { _ = try archive?.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason
            == "leaf directory (offset 0, length 500) lies past its section (\(crafted.leaves.count) bytes)")
    }

    @Test func tileEntryPastTheTileData() {
        var crafted = CraftedPMTiles()
        crafted.root = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 2, length: 100, runLength: 1)])
        let archive = try? crafted.open()
        #expect(failure { _ = try archive?.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason
            == "tile (offset 2, length 100) lies past the tile data section (4 bytes) for 0/0/0")
    }

    @Test func directoryLoop() throws {
        // A leaf whose only entry points back at itself.
        var crafted = CraftedPMTiles()
        let selfLeaf = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 5, runLength: 0)])
        #expect(selfLeaf.count == 5)
        crafted.leaves = selfLeaf
        crafted.root = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 5, runLength: 0)])
        let archive = try crafted.open()
        #expect(failure { _ = try archive.tileData(for: TileID(z: 1, x: 0, y: 0)) }?.reason
            == "directory loop: leaf directory at 0 is reached twice")
        // Two leaves pointing at each other.
        let a = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 5, length: 5, runLength: 0)])
        let b = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 5, runLength: 0)])
        crafted.leaves = a + b
        let pair = try crafted.open()
        #expect(failure { _ = try pair.tileData(for: TileID(z: 2, x: 1, y: 1)) }?.reason
            == "directory loop: leaf directory at 0 is reached twice")
    }

    @Test func leavesNestedTooDeep() throws {
        // Leaf k points to leaf k + 1 (each 5 bytes), more levels than the reader follows.
        let levels = PMTilesArchive.maxLeafDepth + 2
        var crafted = CraftedPMTiles()
        crafted.leaves = (0..<levels).flatMap { k in
            CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: UInt64(5 * (k + 1)), length: 5, runLength: 0)])
        }
        crafted.root = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 5, runLength: 0)])
        let archive = try crafted.open()
        #expect(failure { _ = try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason
            == "leaf directories nested deeper than \(PMTilesArchive.maxLeafDepth) levels")
    }

    @Test func unknownCompression() {
        var crafted = CraftedPMTiles()
        crafted.internalCompression = 9
        #expect(failure { _ = try crafted.open() }?.reason == "unknown internal compression 9")
        crafted.internalCompression = 1
        crafted.tileCompression = 200
        #expect(failure { _ = try crafted.open() }?.reason == "unknown tile compression 200")
        crafted.tileCompression = 3
        #expect(failure { _ = try crafted.open() }?.reason == "tile compression brotli is not supported (only none and gzip)")
    }

    @Test func gzipBombTile() throws {
        var crafted = CraftedPMTiles()
        crafted.tileCompression = 2
        crafted.tiles = Gzip.compress([UInt8](repeating: 0, count: 17 << 20))
        crafted.root = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: UInt64(crafted.tiles.count), runLength: 1)])
        let archive = try crafted.open()
        #expect(failure { _ = try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason
            == "tile 0/0/0: inflates to more than 16777216 bytes (a gzip bomb?)")
    }

    @Test func gzipBombDirectory() {
        var crafted = CraftedPMTiles()
        crafted.internalCompression = 2
        crafted.root = Gzip.compress([UInt8](repeating: 0, count: 17 << 20))
        #expect(failure { _ = try crafted.open() }?.reason
            == "root directory: inflates to more than 16777216 bytes (a gzip bomb?)")
    }

    @Test func corruptGzipDirectory() {
        var crafted = CraftedPMTiles()
        crafted.internalCompression = 2
        #expect(failure { _ = try crafted.open() }?.reason.hasPrefix("root directory: corrupt gzip/zlib data") == true)
    }

    @Test func emptyArchive() {
        #expect(failure { _ = try PMTilesArchive(source: MemoryByteSource([]), file: "e.pmtiles") }?.reason == "empty file")
        var crafted = CraftedPMTiles()
        crafted.root = []
        #expect(failure { _ = try crafted.open() }?.reason == "empty archive: no root directory")
        crafted.root = [0]
        #expect(failure { _ = try crafted.open() }?.reason == "bad directory: no entries")
        let empty = TemporaryFile([], name: "empty.mbtiles")
        #expect(failure { _ = try ArchiveOpener.open(path: empty.path) }?.reason == "empty file")
        #expect(failure { _ = try MBTilesArchive(path: empty.path) }?.reason == "empty file")
    }

    @Test func mbtilesThatIsNotSQLite() {
        let file = TemporaryFile(Array(String(repeating: "definitely not sqlite\n", count: 50).utf8), name: "bad.mbtiles")
        #expect(failure { _ = try MBTilesArchive(path: file.path) }
            == ArchiveError(file: file.path, reason: "not an SQLite database, so not an MBTiles archive"))
    }

    @Test func mbtilesWithNoTilesTable() throws {
        // A real SQLite file (the raster fixture) with its tiles table renamed away.
        let file = TemporaryFile(try Fixture.bytes("raster.mbtiles"), name: "notiles.mbtiles")
        try SQLiteTestFile.execute("ALTER TABLE tiles RENAME TO images", path: file.path)
        #expect(failure { _ = try MBTilesArchive(path: file.path) }
            == ArchiveError(file: file.path, reason: "no `tiles` table, so not an MBTiles archive"))
    }

    @Test func mbtilesWithNoTilesAndNoZoomRange() throws {
        let file = TemporaryFile(try Fixture.bytes("raster.mbtiles"), name: "blank.mbtiles")
        try SQLiteTestFile.execute("DELETE FROM tiles; DELETE FROM metadata WHERE name LIKE '%zoom'", path: file.path)
        #expect(failure { _ = try MBTilesArchive(path: file.path) }?.reason == "empty archive: the tiles table has no rows")
    }

    @Test func corruptGzippedMBTilesTile() throws {
        let file = TemporaryFile(try Fixture.bytes("raster.mbtiles"), name: "badgz.mbtiles")
        try SQLiteTestFile.execute("UPDATE tiles SET tile_data = X'1f8b0800ffff' WHERE zoom_level = 0", path: file.path)
        let archive = try MBTilesArchive(path: file.path)
        #expect(failure { _ = try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason.hasPrefix("tile 0/0/0: ") == true)
    }
}

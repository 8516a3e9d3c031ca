import Foundation
import MapCore
import Testing
@testable import MapArchive

/// Issue 27's hostile archives, each by name: a clear error or a bounded result, never a wait without end.
@Suite struct HostileArchiveTests {
    func failure(_ body: () throws -> Void) -> ArchiveError? {
        do { try body(); return nil } catch let error as ArchiveError { return error } catch {
            return ArchiveError(file: "?", reason: "not an ArchiveError: \(error)")
        }
    }

    /// An MBTiles written by SQL alone (no fixture): `sql` makes its tables or views.
    func mbtiles(_ sql: String, name: String = "hostile.mbtiles") throws -> TemporaryFile {
        let file = TemporaryFile([], name: name)
        try FileManager.default.removeItem(atPath: file.path)
        try SQLiteTestFile.execute(sql, path: file.path)
        return file
    }

    static let endlessView = """
        CREATE VIEW tiles AS WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)
            SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, x'00' AS tile_data FROM r WHERE n < 0;
        """

    @Test func fifoAsAnArchiveIsRefusedWithoutBlocking() throws {
        let dir = TemporaryFile([], name: "x")
        let fifo = (dir.path as NSString).deletingLastPathComponent + "/f.pmtiles"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(failure { _ = try ArchiveFile(path: fifo) }?.reason == "not a regular file (it is a FIFO)")
        #expect(failure { _ = try ArchiveOpener.open(path: fifo) }?.reason == "not a regular file (it is a FIFO)")
    }

    @Test func mbtilesEndlessRecursiveViewStopsAtTheStatementDeadline() throws {
        let file = try mbtiles(Self.endlessView + """
            CREATE TABLE metadata (name TEXT, value TEXT);
            INSERT INTO metadata VALUES ('minzoom', '0'), ('maxzoom', '2'), ('format', 'png');
            """)
        let archive = try MBTilesArchive(path: file.path)
        let first = failure { _ = try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) }
        #expect(first?.reason.hasSuffix("took longer than 2 s, so stopped (an endless view?)") == true, "\(String(describing: first))")
        // Later reads give the same error at once, so workers do not queue behind the connection.
        let clock = ContinuousClock()
        var second: ArchiveError?
        let elapsed = clock.measure { second = failure { _ = try archive.tileData(for: TileID(z: 1, x: 0, y: 0)) } }
        #expect(second == first)
        #expect(elapsed < .seconds(Limits.sqliteStatementSeconds))
    }

    @Test func mbtilesEndlessViewWithoutZoomMetadataFailsToOpen() throws {
        let file = try mbtiles(Self.endlessView)
        let error = failure { _ = try MBTilesArchive(path: file.path) }
        #expect(error?.reason.hasSuffix("took longer than 2 s, so stopped (an endless view?)") == true, "\(String(describing: error))")
    }

    @Test func mbtilesMetadataValueOverSQLitesLengthCapIsAClearError() throws {
        let file = try mbtiles("""
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE VIEW metadata AS SELECT 'name' AS name, zeroblob(20000000) AS value;
            """)
        #expect(failure { _ = try MBTilesArchive(path: file.path) }?.reason == "query failed: string or blob too big")
        // printf past the cap gives no value at all: the name falls back to the file's.
        let printed = try mbtiles("""
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE VIEW metadata AS SELECT 'minzoom' AS name, '0' AS value UNION ALL SELECT 'maxzoom', '1'
                UNION ALL SELECT 'name', printf('%.*c', 900000000, 'x');
            """, name: "printed.mbtiles")
        #expect(try MBTilesArchive(path: printed.path).info.name == "printed")
    }

    @Test func mbtilesLongNameIsCutAndTooLongMetadataIsSkipped() throws {
        let file = try mbtiles("""
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE TABLE metadata (name TEXT, value TEXT);
            INSERT INTO metadata VALUES ('minzoom', '0'), ('maxzoom', '2'),
                ('name', printf('%.*c', 100000, 'n')), ('attribution', printf('%.*c', 2000000, 'a'));
            """)
        let archive = try MBTilesArchive(path: file.path)
        #expect(archive.info.name == String(repeating: "n", count: Limits.archiveTextBytes))
        #expect(archive.info.attribution == "")
    }

    @Test func mbtilesTileBlobOverTheCapIsAClearError() throws {
        let file = try mbtiles("""
            CREATE VIEW tiles AS SELECT 0 AS zoom_level, 0 AS tile_column, 0 AS tile_row, zeroblob(20000000) AS tile_data;
            CREATE TABLE metadata (name TEXT, value TEXT);
            INSERT INTO metadata VALUES ('minzoom', '0'), ('maxzoom', '0');
            """)
        let archive = try MBTilesArchive(path: file.path)
        #expect(failure { _ = try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) }?.reason
            == "tile 0/0/0 could not be read: string or blob too big")
    }

    @Test func walModeMBTilesLeavesItsFolderUnchanged() throws {
        let file = TemporaryFile(try Fixture.bytes("raster.mbtiles"), name: "wal.mbtiles")
        try SQLiteTestFile.execute("PRAGMA journal_mode = WAL", path: file.path)
        let folder = (file.path as NSString).deletingLastPathComponent
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let archive = try MBTilesArchive(path: file.path)
        #expect(try archive.tileData(for: TileID(z: 0, x: 0, y: 0)) != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(before == ["wal.mbtiles"])
    }

    @Test func pmtilesZoomOver30IsRefused() {
        for (low, high) in [(25, 31), (31, 31), (200, 200)] {
            var crafted = CraftedPMTiles()
            crafted.minZoom = UInt8(low)
            crafted.maxZoom = UInt8(high)
            #expect(failure { _ = try crafted.open() }?.reason
                == "max zoom \(high) is above 30, the deepest zoom Pinmap can show")
        }
        var fine = CraftedPMTiles()
        fine.minZoom = 25
        fine.maxZoom = 30
        #expect(failure { _ = try fine.open() } == nil)
    }

    @Test func pmtilesHugeNameAndAttributionAreCapped() throws {
        var crafted = CraftedPMTiles()
        crafted.metadata = Array(#"{"name":"\#(String(repeating: "é", count: 50_000))","attribution":"\#(String(repeating: "a", count: 10_000))","vector_layers":[\#(Array(repeating: #"{"id":"l"}"#, count: 5_000).joined(separator: ","))]}"#.utf8)
        let info = try crafted.open().info
        #expect(info.name == String(repeating: "é", count: Limits.archiveTextBytes / 2))
        #expect(info.attribution.utf8.count == Limits.archiveTextBytes)
        #expect(info.vectorLayers.count == Limits.vectorLayers)
        // Metadata over its cap is ignored whole, as malformed metadata is.
        crafted.metadata = Array(#"{"name":"\#(String(repeating: "x", count: Limits.archiveMetadataBytes))"}"#.utf8)
        #expect(try crafted.open(name: "big.pmtiles").info.name == "big")
    }

    @Test func leafDirectoryCacheIsBoundedByBytesNotCount() {
        let entries = (0..<1_000).map { PMTilesEntry(tileID: UInt64($0), offset: 0, length: 1, runLength: 1) }
        let one = LeafDirectoryCache.bytes(of: PMTilesDirectory(entries: entries))
        let cache = LeafDirectoryCache(limitBytes: one * 3)
        for offset in 0..<10 { cache.insert(PMTilesDirectory(entries: entries), at: UInt64(offset)) }
        #expect(cache.count == 3)
        #expect(cache.totalBytes <= one * 3)
        #expect(cache.directory(at: 9) != nil && cache.directory(at: 0) == nil)
        // One bigger than the whole budget is used by its reader but never kept.
        let small = LeafDirectoryCache(limitBytes: one - 1)
        small.insert(PMTilesDirectory(entries: entries), at: 0)
        #expect(small.count == 0 && small.totalBytes == 0)
    }
}

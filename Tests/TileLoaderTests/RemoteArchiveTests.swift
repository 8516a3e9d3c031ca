import Foundation
import MapArchive
import MapCore
import Testing
@testable import TileLoader

/// Remote PMTiles read by range requests from range_server.py on 127.0.0.1, against the local data/offline.pmtiles,
/// and every fault mode the server has.
@Suite(.serialized, .enabled(if: RangeServer.python != nil, "python3 is not installed"))
struct RemoteArchiveTests {
    static let local = RangeServer.root.appendingPathComponent("data/offline.pmtiles")
    /// Tiles at several zooms over Helsinki (leaf directories included), and one the archive lacks.
    static let tiles = [TileID(z: 0, x: 0, y: 0), TileID(z: 6, x: 36, y: 18), TileID(z: 10, x: 582, y: 296),
                        TileID(z: 13, x: 4663, y: 2371), TileID(z: 14, x: 9326, y: 4742), TileID(z: 14, x: 0, y: 0)]

    /// A temp folder holding a copy of the bundled archive, served by a new range server.
    static func serve(delayMs: Int = 0, flipAfter: Int = 10) throws -> (RangeServer, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("remote-archive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: local, to: dir.appendingPathComponent("offline.pmtiles"))
        return (try RangeServer(folder: dir, delayMs: delayMs, flipAfter: flipAfter), dir)
    }

    func open(_ url: String, cache: URL?) throws(ArchiveError) -> PMTilesArchive {
        let source = try RemoteByteSource(url: url, client: .shared, cache: cache.map { RemoteArchiveCache(root: $0, url: url) })
        return try PMTilesArchive(source: source, file: url)
    }

    func reason(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch let error as ArchiveError { return error.reason } catch { return "\(error)" }
    }

    @Test func remoteArchiveGivesTheSameTilesAsTheLocalFileWithOneRequestForHeaderAndRoot() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let remote = try open(server.url("ok", "offline.pmtiles"), cache: nil)
        #expect(try server.stats().ranges == 1, "header, root directory and metadata come from the first 16 KiB")
        let file = try PMTilesArchive(path: Self.local.path)
        #expect(remote.info == file.info)
        for tile in Self.tiles {
            #expect(try remote.tileData(for: tile) == file.tileData(for: tile), "\(tile)")
        }
    }

    @Test func aWarmCacheMakesNoRequestAndAnUnreachableServerOpensFromIt() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        let url = server.url("ok", "offline.pmtiles")
        let cold = try open(url, cache: cache)
        let wanted = Array(Self.tiles.prefix(5))
        let bytes = try wanted.map { try cold.tileData(for: $0) }
        let coldRequests = try server.stats().ranges
        let warm = try open(url, cache: cache)
        #expect(try wanted.map { try warm.tileData(for: $0) } == bytes)
        #expect(try server.stats().ranges == coldRequests, "the header saved a moment ago and every tile come from the cache")
        server.stop()
        // A day on, the header is asked for again; the server is gone, so the saved one opens it, marked offline.
        let meta = RemoteArchiveCache(root: cache, url: url).folder.appendingPathComponent("archive.json")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * RemoteByteSource.trustSavedHeaderSeconds)],
                                              ofItemAtPath: meta.path)
        let source = try RemoteByteSource(url: url, client: .shared, cache: RemoteArchiveCache(root: cache, url: url))
        #expect(source.openedOffline)
        let offline = try PMTilesArchive(source: source, file: url)
        #expect(try wanted.map { try offline.tileData(for: $0) } == bytes)
        let uncached = reason { _ = try offline.tileData(for: TileID(z: 14, x: 9327, y: 4743)) }
        #expect(RemoteReadError.isUnreachable(reason: uncached), "\(uncached)")
    }

    /// A day on, the saved header is checked against the server again (an archive that changed while every tile
    /// drawn came from the cache would otherwise never be noticed).
    @Test func aSavedHeaderOlderThanADayIsAskedForAgain() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        let url = server.url("ok", "offline.pmtiles")
        _ = try open(url, cache: cache)
        let meta = RemoteArchiveCache(root: cache, url: url).folder.appendingPathComponent("archive.json")
        let dayAndAMinuteAgo = Date().addingTimeInterval(-RemoteByteSource.trustSavedHeaderSeconds - 60)
        try FileManager.default.setAttributes([.modificationDate: dayAndAMinuteAgo], ofItemAtPath: meta.path)
        let before = try server.stats().ranges
        _ = try open(url, cache: cache)
        #expect(try server.stats().ranges == before + 1)
        let checked = try #require(try FileManager.default.attributesOfItem(atPath: meta.path)[.modificationDate] as? Date)
        #expect(checked > dayAndAMinuteAgo, "the check renews the saved header's day")
    }

    @Test func aServerThatIgnoresRangeAndSendsTwoGigabytesIsRefusedAfterTheCap() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let why = reason { _ = try open(server.url("norange", "offline.pmtiles"), cache: nil) }
        #expect(why.contains("ignores Range requests and sends the whole file (refused after 16384 bytes)"), "\(why)")
    }

    @Test func aWrongContentRangeIsRefused() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let why = reason { _ = try open(server.url("badrange", "offline.pmtiles"), cache: nil) }
        #expect(why.hasPrefix("bad Content-Range: \"bytes 1-16384/"), "\(why)")
    }

    @Test func aShort206IsRefused() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let why = reason { _ = try open(server.url("short", "offline.pmtiles"), cache: nil) }
        #expect(why == "the server sent 8192 bytes of the 16384 asked for")
    }

    @Test func aHeaderThatIsNotPMTilesV3IsRefused() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let why = reason { _ = try open(server.url("notpm", "offline.pmtiles"), cache: nil) }
        #expect(why == "PMTiles version 2 is not supported (only version 3)")
    }

    @Test func directoriesPointingPastTheEndAreRefused() throws {
        let (server, dir) = try Self.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let why = reason { _ = try open(server.url("pastend", "offline.pmtiles"), cache: nil) }
        #expect(why.hasPrefix("leaf directories (offset "), "\(why)")
        #expect(why.contains("lies past the end of the file"), "\(why)")
    }

    @Test func anETagChangeFailsTheReadAndDropsTheCachedParts() throws {
        let (server, dir) = try Self.serve(flipAfter: 3); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        let url = server.url("etagflip", "offline.pmtiles")
        let archive = try open(url, cache: cache)
        let folder = RemoteArchiveCache(root: cache, url: url).folder
        var failure = ""
        for tile in Self.tiles where failure.isEmpty {
            failure = reason { _ = try archive.tileData(for: tile) }
            if failure == "no error" { failure = "" }
        }
        #expect(RemoteReadError.isChanged(reason: failure), "\(failure)")
        #expect(failure.contains("ETag \"v1\" is now \"v2\""), "\(failure)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the old version's parts are gone")
    }

    @Test func contentRangeIsReadStrictly() {
        #expect(ContentRange("bytes 0-16383/28612146") == ContentRange("bytes 0-16383/28612146"))
        #expect(ContentRange("bytes 10-19/100")?.count == 10)
        for bad in ["bytes */100", "bytes 0-9/*", "bytes 9-0/100", "bytes 0-100/100", "bytes -1-9/100", "items 0-9/100",
                    "bytes 0-9", "bytes 0x0-9/100", "bytes 0-99999999999999999999/1"] {
            #expect(ContentRange(bad) == nil, "\(bad)")
        }
    }
}

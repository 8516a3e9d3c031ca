import Foundation
import MapCore
import Testing
@testable import TileLoader

@Suite struct DiskTileCacheTests {
    let body = Data((0..<2000).map { UInt8($0 % 251) })
    let meta = TileMetadata(etag: "\"e\"", lastModified: nil, expires: 1_900_000_000, isEmpty: false, byteLength: 0, checksum: 0)

    private func key(_ x: Int, style: String = "osm") -> TileKey { TileKey(styleID: style, tile: TileID(z: 7, x: x, y: 3)) }

    @Test func roundTripsBodyAndMetadata() {
        let dir = TempDir(); defer { dir.cleanup() }
        let cache = DiskTileCache(root: dir.url, limitBytes: 1 << 20)
        #expect(cache.write(key(1), body: body, metadata: meta))
        guard case .hit(let b, let m) = cache.read(key(1)) else { Issue.record("expected a hit"); return }
        #expect(b == body && m.etag == "\"e\"" && m.expires == 1_900_000_000 && m.byteLength == body.count)
        guard case .miss = cache.read(key(2)) else { Issue.record("expected a miss"); return }
    }

    @Test func pathsAreStyleZoomColumnRowOnly() {
        let cache = DiskTileCache(root: URL(fileURLWithPath: "/c"), limitBytes: 1)
        #expect(cache.relativePath(for: key(5)) == "osm/7/5/3")
        #expect(cache.relativePath(for: TileKey(styleID: "osm", tile: TileID(z: 1, x: 0, y: 1), density: 2)) == "osm/1/0/1@2x")
    }

    @Test func styleIDsAreSanitizedAndStayDistinct() {
        for hostile in ["..", ".", "../../etc", "a/b", "", "x?key=SECRET", "ünï"] {
            let s = DiskTileCache.sanitize(styleID: hostile)
            #expect(!s.isEmpty && !s.contains("/") && !s.contains(".") && !s.contains("?"), "\(hostile) → \(s)")
        }
        #expect(DiskTileCache.sanitize(styleID: "a/b") != DiskTileCache.sanitize(styleID: "a_b"))
        #expect(DiskTileCache.sanitize(styleID: "streets") == "streets")
    }

    @Test func truncatedFlippedAndForeignFilesAreCorruptAndRemoved() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let cache = DiskTileCache(root: dir.url, limitBytes: 1 << 20)
        cache.write(key(1), body: body, metadata: meta)
        let file = cache.fileURL(for: key(1))
        let good = try Data(contentsOf: file)
        var flipped = good
        flipped[flipped.count - 1] ^= 1
        for damaged in [good.prefix(good.count - 1), flipped, Data("GIF89a".utf8), good.prefix(10), Data()] {
            try damaged.write(to: file)
            guard case .corrupt = cache.read(key(1)) else { Issue.record("damage not detected"); continue }
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func evictsLeastRecentlyUsedWithinTheByteBound() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let probe = DiskTileCache(root: dir.url.appendingPathComponent("probe"), limitBytes: 1 << 20)
        probe.write(key(0), body: body, metadata: meta)
        let fileSize = probe.totalBytes
        let cache = DiskTileCache(root: dir.url.appendingPathComponent("c"), limitBytes: 5 * fileSize)
        for x in 0..<5 { cache.write(key(x), body: body, metadata: meta) }
        _ = cache.read(key(0))  // now the most recently used
        for x in 5..<8 { cache.write(key(x), body: body, metadata: meta) }
        #expect(cache.totalBytes <= 5 * fileSize)
        #expect(TempDir.files(in: cache.root).count * fileSize == cache.totalBytes)
        guard case .hit = cache.read(key(0)) else { Issue.record("recently read tile was evicted"); return }
        guard case .miss = cache.read(key(1)) else { Issue.record("oldest tile survived"); return }
    }

    @Test func reopeningCountsExistingFilesAndDropsTempLeftovers() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let first = DiskTileCache(root: dir.url, limitBytes: 1 << 20)
        first.write(key(1), body: body, metadata: meta)
        first.write(key(2), body: body, metadata: meta)
        let leftover = dir.url.appendingPathComponent("osm/7/.tmp-crashed")
        try Data("partial".utf8).write(to: leftover)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: leftover.path)
        let reopened = DiskTileCache(root: dir.url, limitBytes: 1 << 20)
        #expect(reopened.totalBytes == first.totalBytes)
        #expect(TempDir.files(in: dir.url).count == 2)
    }

    @Test func concurrentWritesIntoANewFolderAllLand() {
        let dir = TempDir(); defer { dir.cleanup() }
        let cache = DiskTileCache(root: dir.url, limitBytes: 1 << 30)
        let (body, meta) = (self.body, self.meta)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            cache.write(TileKey(styleID: "osm", tile: TileID(z: 9, x: 7, y: i)), body: body, metadata: meta)
        }
        let hits = (0..<64).filter { i in
            if case .hit = cache.read(TileKey(styleID: "osm", tile: TileID(z: 9, x: 7, y: i))) { return true } else { return false }
        }
        #expect(hits.count == 64)
    }

    @Test func writesLeaveNoTempFiles() {
        let dir = TempDir(); defer { dir.cleanup() }
        let cache = DiskTileCache(root: dir.url, limitBytes: 1 << 20)
        for x in 0..<5 { cache.write(key(x), body: body, metadata: meta) }
        #expect(TempDir.files(in: dir.url).allSatisfy { !$0.contains(".tmp-") })
    }

    @Test func defaultRootFollowsXDGCacheHome() {
        #expect(DiskTileCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/xc"]).path == "/xc/pinmap/tiles")
        #expect(DiskTileCache.defaultRoot(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/pinmap/tiles")
    }
}

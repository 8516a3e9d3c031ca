import Foundation
import Testing
@testable import TileLoader

/// The remote archives' disk cache stays within its byte limit: the least recently written ranges of any archive go
/// first, and every archive's first bytes stay so it still opens offline.
struct RemoteArchiveCacheLimitTests {
    @Test func storingPastTheLimitEvictsTheOldestRangesOfEveryArchiveAndKeepsTheHeaders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archive-cache-limit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let a = RemoteArchiveCache(root: root, url: "http://a.example/a.pmtiles", limitBytes: 40_000)
        let b = RemoteArchiveCache(root: root, url: "http://b.example/b.pmtiles", limitBytes: 40_000)
        a.adopt(.init(url: "http://a.example/a.pmtiles", etag: "\"1\"", size: 1 << 20), prefix: [1, 2, 3])
        b.adopt(.init(url: "http://b.example/b.pmtiles", etag: "\"1\"", size: 1 << 20), prefix: [4, 5, 6])
        let chunk = [UInt8](repeating: 7, count: 10_000)
        // Oldest first: a's two ranges, then b's; dated apart so the order is not left to the clock's resolution.
        let stored: [(RemoteArchiveCache, UInt64)] = [(a, 0), (a, 10_000), (b, 0), (b, 10_000)]
        for (i, (cache, offset)) in stored.enumerated() {
            cache.store(offset: offset, bytes: chunk)
            let file = cache.folder.appendingPathComponent("r-\(offset)-10000")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(i) * 60)],
                                                  ofItemAtPath: file.path)
        }
        #expect(a.range(offset: 0, length: 10_000) != nil, "at the limit nothing is evicted")
        // The fifth range passes the limit (and a sixteenth of it since the last trim): the oldest goes.
        b.store(offset: 20_000, bytes: chunk)
        #expect(a.range(offset: 0, length: 10_000) == nil, "a's first range was the oldest")
        #expect(a.range(offset: 10_000, length: 10_000) != nil && b.range(offset: 20_000, length: 10_000) != nil)
        #expect(a.saved()?.prefix == [1, 2, 3] && b.saved()?.prefix == [4, 5, 6], "headers stay: both still open offline")
        #expect(RemoteArchiveCache.trim(root: root, to: 15_000) == 30_000, "three more of 10 kB to get under 15 kB")
        #expect(b.range(offset: 20_000, length: 10_000) != nil, "the newest is kept")
    }
}

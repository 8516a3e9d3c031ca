import Foundation
import MapCore
import Testing
@testable import TileLoader

/// Preferences › Offline maps' model: the maps folder's downloaded areas with name, bounds, zooms, size and date;
/// a name kept in the sidecar record; delete removing every side file; "Update" when the server's ETag moved on.
@Suite(.serialized, .enabled(if: RangeServer.python != nil, "python3 is not installed"))
struct OfflineAreaLibraryTests {
    @Test func aDownloadedAreaIsListedRenamedInItsRecordAndDeletedWithItsSideFiles() throws {
        let (server, dir) = try RemoteArchiveTests.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let maps = dir.appendingPathComponent("maps")
        let file = maps.appendingPathComponent("helsinki.pmtiles")
        let source = server.url("ok", "offline.pmtiles")
        let before = Date()
        _ = try AreaDownloader(plan: try DownloadPlan(bounds: AreaDownloadTests.area, zooms: 10...12), from: source, to: file).run()
        let library = OfflineAreaLibrary(folder: maps)
        let entry = try #require(library.entries().first)
        #expect(library.entries().count == 1 && entry.styleID == "maps/helsinki.pmtiles")
        #expect(entry.zooms == 10...12 && abs(entry.bounds.west - 24.90) < 1e-6 && abs(entry.bounds.north - 60.19) < 1e-6)
        #expect(entry.bytes == (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.uint64Value)
        #expect(entry.date >= before.addingTimeInterval(-1) && entry.record?.source == source && entry.record?.etag == "\"v1\"")
        #expect(library.hasUpdate(entry) == false, "the server still has version v1")

        try library.rename(entry, to: "  Central Helsinki \n")
        #expect(library.entries().first?.name == "Central Helsinki")
        #expect(FileManager.default.fileExists(atPath: file.path), "the archive keeps its file name")

        // A side file left by an earlier, interrupted download goes too.
        try Data("x".utf8).write(to: URL(fileURLWithPath: file.path + ".journal"))
        try library.delete(try #require(library.entries().first))
        #expect(library.entries().isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: maps.path)
        #expect(left.isEmpty, "\(left)")
    }

    @Test func anAreaWhoseSourceHasANewETagOffersAnUpdate() throws {
        let (server, dir) = try RemoteArchiveTests.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let maps = dir.appendingPathComponent("maps")
        let file = maps.appendingPathComponent("helsinki.pmtiles")
        _ = try AreaDownloader(plan: try DownloadPlan(bounds: AreaDownloadTests.area, zooms: 10...11),
                               from: server.url("ok", "offline.pmtiles"), to: file).run()
        // As if downloaded from an older version of the archive.
        var record = try #require(OfflineAreaRecord.read(for: file))
        record.etag = "\"v0\""
        try record.write(for: file)
        let library = OfflineAreaLibrary(folder: maps)
        #expect(library.hasUpdate(try #require(library.entries().first)) == true)
    }

    @Test func aLocalSourceOrAMissingRecordHasNoUpdateToOffer() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("area-library-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("h.pmtiles")
        _ = try AreaDownloader(plan: try DownloadPlan(bounds: AreaDownloadTests.area, zooms: 10...11),
                               from: RemoteArchiveTests.local.path, to: file).run()
        let library = OfflineAreaLibrary(folder: dir)
        #expect(library.hasUpdate(try #require(library.entries().first)) == nil)
        try FileManager.default.removeItem(at: OfflineAreaRecord.url(for: file))
        let bare = try #require(library.entries().first)
        #expect(bare.record == nil && library.hasUpdate(bare) == nil && !bare.name.isEmpty)
    }
}

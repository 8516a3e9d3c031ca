import Foundation
import MapArchive
import MapCore
import Testing
@testable import TileLoader

/// What Main menu › Download Area… relies on below the GTK dialog: `AreaDownload` (the policy, a file name fixed by
/// the request, the request recorded so an unfinished download resumes after a restart), the maps folder's styles
/// after a download or rename, and Update once the server's archive has a new ETag.
@Suite(.serialized, .enabled(if: RangeServer.python != nil, "python3 is not installed"))
struct AreaDownloadWindowTests {
    static let area = AreaDownloadTests.area

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("area-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The bundled archive as the window has it: a style with its path.
    static func archiveStyle(_ path: String = RemoteArchiveTests.local.path) throws -> MapStyle {
        TileSourceCatalog.archiveStyle(try ArchiveOpener.open(path: path), path: path, id: "offline")
    }

    @Test func aCancelledWindowDownloadIsFoundByItsRecordAndResumesUnderTheSameName() throws {
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let style = try Self.archiveStyle()
        // Greater Helsinki: more tiles than one batch, so the cancel comes in the middle.
        let region = GeoBounds(west: 24.5, south: 60.0, east: 25.5, north: 60.4)
        let plan = try DownloadPlan(bounds: region, zooms: 8...14)
        let first = try AreaDownload(style: style, plan: plan, folder: dir)
        let downloader = first
        var seen = 0
        #expect(throws: DownloadError.cancelled) {
            _ = try downloader.run(progress: { seen = $0.done }, isCancelled: { seen > 0 })
        }
        let library = OfflineAreaLibrary(folder: dir)
        let unfinished = library.unfinished(from: RemoteArchiveTests.local.path)
        #expect(unfinished.count == 1)
        #expect(unfinished.first?.bounds == region && unfinished.first?.zooms == 8...14)
        #expect(library.entries().isEmpty, "nothing half-written where a style would read it")

        // A restart: the same request from the record is the same file, and resumes.
        let request = try #require(unfinished.first)
        let again = try AreaDownload(style: style, plan: try DownloadPlan(bounds: request.bounds, zooms: request.zooms), folder: dir)
        #expect(again.destination == first.destination)
        var resumedFrom = -1
        let summary = try again.run(progress: { p in if resumedFrom < 0 { resumedFrom = p.resumedFrom } })
        #expect(resumedFrom > 0, "tiles fetched before the cancel are not fetched again")
        #expect(summary.tiles + summary.missing == plan.count)
        #expect(library.unfinished(from: RemoteArchiveTests.local.path).isEmpty)
        let styles = TileSourceCatalog.folderStyles(in: dir).styles
        #expect(styles.map(\.id) == ["maps/" + first.destination.lastPathComponent])
        #expect(first.destination.lastPathComponent.hasSuffix(".pmtiles"))
    }

    @Test func theBuiltInOSMStylesAreRefusedWithThePolicyAndAnUnflaggedRasterStyleTooButAFlaggedOneIsNot() throws {
        let plan = try DownloadPlan(bounds: Self.area, zooms: 10...11)
        let dir = FileManager.default.temporaryDirectory
        let osm = MapStyle(id: "streets", name: "Streets", urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
                           attribution: "© OpenStreetMap contributors", maxZoom: 19)
        #expect(throws: DownloadError.badRequest(DownloadPolicy.refusal(for: osm) ?? "")) { try AreaDownload(style: osm, plan: plan, folder: dir) }
        #expect(DownloadPolicy.refusal(for: osm)?.contains(DownloadPolicy.osmPolicyURL) == true)
        var own = MapStyle(id: "own", name: "Own", urlTemplate: "https://tiles.example/{z}/{x}/{y}.png", attribution: "", maxZoom: 19)
        #expect(throws: DownloadError.self) { try AreaDownload(style: own, plan: plan, folder: dir) }
        own.allowDownload = true
        let job = try AreaDownload(style: own, plan: plan, folder: dir)
        #expect(job.source == "own")
        #expect(try AreaDownload.estimate(style: own).averageTileBytes == RasterAreaDownloader.estimatedTileBytes)
    }

    @Test func aDownloadedAreasStyleHasTheSourcesAttributionAndARenamedAreaItsNewName() throws {
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let job = try AreaDownload(style: try Self.archiveStyle(), plan: try DownloadPlan(bounds: Self.area, zooms: 10...12), folder: dir)
        _ = try job.run()
        let source = try ArchiveOpener.open(path: RemoteArchiveTests.local.path).info
        var style = try #require(TileSourceCatalog.folderStyles(in: dir).styles.first)
        #expect(!source.attribution.isEmpty)
        #expect(style.attribution == TileSourceCatalog.plainText(source.attribution), "the credits name the source's")
        let library = OfflineAreaLibrary(folder: dir)
        try library.rename(try #require(library.entries().first), to: "Helsinki centre")
        style = try #require(TileSourceCatalog.folderStyles(in: dir).styles.first)
        #expect(style.name == "Helsinki centre")
    }

    @Test func theSourceArchiveChangedOnTheServerOffersUpdateAndUpdatingRecordsItsNewETag() throws {
        let (server, dir) = try RemoteArchiveTests.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let maps = dir.appendingPathComponent("maps")
        let url = server.url("versioned", "offline.pmtiles")
        let style = MapStyle(id: "remote", name: "Remote", kind: .vector, urlTemplate: "", attribution: "", maxZoom: 22, archivePath: url)
        let job = try AreaDownload(style: style, plan: try DownloadPlan(bounds: Self.area, zooms: 10...11), folder: maps)
        _ = try job.run()
        let library = OfflineAreaLibrary(folder: maps)
        let before = try #require(OfflineAreaRecord.read(for: job.destination)?.etag)
        #expect(library.hasUpdate(try #require(library.entries().first)) == false)

        // The archive is published again: a new modification time, so the server's ETag changes.
        let served = dir.appendingPathComponent("offline.pmtiles")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: served.path)
        let entry = try #require(library.entries().first)
        #expect(library.hasUpdate(entry) == true)
        try library.update(entry)
        let after = try #require(OfflineAreaRecord.read(for: job.destination)?.etag)
        #expect(after != before)
        #expect(library.hasUpdate(try #require(library.entries().first)) == false)
        #expect(OfflineAreaRecord.read(for: job.destination)?.request?.zooms == 10...11, "the request is kept")
    }
}

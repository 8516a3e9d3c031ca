import Foundation
import MapArchive
import MapCore
import Testing
import VectorTiles
@testable import TileLoader

/// `--tiles https://…` with a cold cache: the window's style is made without any request, and its tiles draw once the
/// (delayed) header arrives, or fall back to the offline map when the server never answers.
extension MainLoopTests {
    @MainActor @Suite(.enabled(if: RangeServer.python != nil, "python3 is not installed")) struct PendingRemoteTiles {
        @Test func aColdURLMakesItsStyleWithoutARequestAndDrawsWhenTheDelayedHeaderArrives() throws {
            RemoteArchiveOpener.forgetOpened()
            let (server, dir) = try RemoteArchiveTests.serve(delayMs: 400); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
            let url = server.url("ok", "offline.pmtiles")
            let style = try #require(TileSourceCatalog.pendingRemoteTilesStyle(url: url, cacheRoot: dir.appendingPathComponent("cache")))
            #expect(style.archivePath == url && style.name == "offline" && style.id == TileSourceCatalog.tilesStyleID)
            #expect(try server.stats().requests == 0, "nothing is fetched to make the style")
            let h = try Harness(); defer { h.finish() }
            let tiles = h.store()
            tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: OfflineArchiveTests.styleFile, palette: "light"))
            let tile = TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 12)
            let report = tiles.load([tile], style: style, timeout: 120)
            #expect(report.loaded == [tile], "\(report.failed)")
            #expect(try server.stats().ranges > 0)
            RemoteArchiveOpener.forgetOpened()
        }

        @Test func aColdURLsStyleTakesTheArchivesNameAndCreditsOnceTheHeaderArrives() throws {
            RemoteArchiveOpener.forgetOpened()
            let (server, dir) = try RemoteArchiveTests.serve(delayMs: 100); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
            let url = server.url("ok", "offline.pmtiles")
            let style = try #require(TileSourceCatalog.pendingRemoteTilesStyle(url: url, cacheRoot: dir.appendingPathComponent("cache")))
            #expect(style.name == "offline" && style.attribution.isEmpty, "a temporary name, no credits yet")
            let h = try Harness(); defer { h.finish() }
            let tiles = h.store()
            tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: OfflineArchiveTests.styleFile, palette: "light"))
            var named: [MapStyle] = []
            tiles.onRemoteArchiveStyle = { named.append($0) }
            let near = TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 12)
            let report = tiles.load([near, TileID(z: near.z, x: near.x + 1, y: near.y)], style: style, timeout: 120)
            #expect(report.failed.isEmpty, "\(report.failed)")
            #expect(named.count == 1, "told once, not per tile")
            let source = try ArchiveOpener.open(path: OfflineArchiveTests.archive.path).info
            #expect(named.first?.id == style.id && named.first?.archivePath == url)
            #expect(named.first?.name == source.name && named.first?.name != style.name)
            #expect(named.first?.attribution == TileSourceCatalog.plainText(source.attribution) && named.first?.attribution.isEmpty == false)
            RemoteArchiveOpener.forgetOpened()
        }

        @Test func aColdURLWhoseServerNeverAnswersFallsBackToTheOfflineMap() throws {
            RemoteArchiveOpener.forgetOpened()
            let (server, dir) = try RemoteArchiveTests.serve(); defer { try? FileManager.default.removeItem(at: dir) }
            let url = server.url("ok", "offline.pmtiles")
            server.stop()
            let style = try #require(TileSourceCatalog.pendingRemoteTilesStyle(url: url, cacheRoot: dir.appendingPathComponent("cache")))
            let h = try Harness(); defer { h.finish() }
            let tiles = h.store()
            tiles.vectorRasterizer = VectorTileRasterizer(style: try VectorStyle(contentsOf: OfflineArchiveTests.styleFile, palette: "light"))
            tiles.fallbackStyle = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                                           maxZoom: 19, archivePath: OfflineArchiveTests.archive.path)
            let tile = TileID(containing: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 12)
            let report = tiles.load([tile], style: style, timeout: 120)
            #expect(report.failed[tile] != nil && report.standIns[tile] == "offline-map", "\(report)")
            #expect(tiles.isOffline(style: style), "the badge says offline")
        }

        @Test func aURLWhoseFirstBytesAreCachedIsOpenedAsBefore() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let url = "http://127.0.0.1:9/x.pmtiles"
            RemoteArchiveCache(root: root, url: url).adopt(.init(url: url, etag: nil, size: 100), prefix: [1])
            #expect(TileSourceCatalog.pendingRemoteTilesStyle(url: url, cacheRoot: root) == nil)
            #expect(TileSourceCatalog.pendingRemoteTilesStyle(url: "/tmp/x.pmtiles", cacheRoot: root) == nil, "a file is opened as before")
        }
    }
}

import Foundation
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    /// A remote archive style through the TileStore: tiles drawn from range requests, and the offline badge when
    /// its server stops answering.
    @Suite(.enabled(if: RangeServer.python != nil, "python3 is not installed"))
    struct RemoteArchives {
        @Test func aRemoteVectorStyleDrawsItsTilesAndSaysOfflineWhenTheServerIsGone() throws {
            let context = PrivateContext(); defer { context.end() }
            let (server, dir) = try RemoteArchiveTests.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
            let url = server.url("ok", "offline.pmtiles")
            let archive = try RemoteArchiveOpener.open(url: url, cacheRoot: dir.appendingPathComponent("cache"))
            let style = TileSourceCatalog.archiveStyle(archive, path: url, id: "remote")
            #expect(style.kind == .vector && style.archivePath == url)
            let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
            let rasterizer = RecordingRasterizer()
            store.vectorRasterizer = rasterizer
            let first = TileID(z: 14, x: 9326, y: 4742)
            #expect(store.load([first], style: style, timeout: 10).loaded == [first])
            #expect(rasterizer.calls.map(\.dataTile) == [first])
            #expect(!store.isOffline(style: style))
            server.stop()
            let unseen = TileID(z: 14, x: 9330, y: 4745)
            let report = store.load([unseen], style: style, timeout: 10)
            #expect(report.loaded.isEmpty, "\(report)")
            #expect(store.isOffline(style: style), "the badge says the remote map is offline")
        }

        @Test func aStyleWhoseArchiveChangesOnTheServerReopensTheNewVersion() throws {
            let context = PrivateContext(); defer { context.end() }
            let (server, dir) = try RemoteArchiveTests.serve(flipAfter: 2); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
            let url = server.url("etagflip", "offline.pmtiles")
            let archive = try RemoteArchiveOpener.open(url: url, cacheRoot: dir.appendingPathComponent("cache"))
            let style = TileSourceCatalog.archiveStyle(archive, path: url, id: "changing")
            let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
            store.vectorRasterizer = RecordingRasterizer()
            var changed: TileLoadError?
            var x = 9320
            while changed == nil, x < 9340 {
                let tile = TileID(z: 14, x: x, y: 4742)
                changed = store.load([tile], style: style, timeout: 10).failed[tile]
                x += 1
            }
            #expect(changed.map { "\($0)".contains("the archive changed on the server (ETag \"v1\" is now \"v2\")") } == true, "\(String(describing: changed))")
            let next = TileID(z: 14, x: x + 1, y: 4743)
            #expect(store.load([next], style: style, timeout: 10).loaded == [next], "the next tile reads the new version")
        }
    }
}

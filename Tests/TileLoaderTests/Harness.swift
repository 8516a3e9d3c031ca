import Foundation
import MapCore
import Testing
@testable import TileLoader

/// Tests that iterate a GLib main context run one at a time under this suite (each on a private context,
/// so they share no loop with each other or with GTK tests; slow-server tests prefer an unloaded machine).
@Suite(.serialized) struct MainLoopTests {}

/// A private main context, a server, a cache folder, a manual clock and a log per test.
final class Harness {
    let context = PrivateContext()
    let server: TestTileServer
    let dir = TempDir()
    let clock = ManualClock()
    let log = LogSink()
    var config: TileStoreConfiguration

    init() throws {
        server = try TestTileServer()
        config = TileStoreConfiguration(cacheDirectory: dir.url.appendingPathComponent("tiles"))
        config.requestTimeoutSeconds = 2
        // Byte-bound tests size the cache in whole tiles; the pool's reserve is tested on its own.
        config.poolSpareBytes = 0
        let sink = log
        config.log = { sink.append($0) }
    }

    var style: MapStyle { rasterStyle(server.template) }

    func store(basemap: WorldBasemap? = nil) -> TileStore {
        TileStore(configuration: config, basemap: basemap, clock: clock.tileClock)
    }

    func finish() {
        server.stop()
        dir.cleanup()
        context.end()
    }
}

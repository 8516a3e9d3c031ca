import Foundation
import Graphics
import MapCore
import TileLoader

/// The measurements behind `pinmap-bench tiles`.
extension TilesCommand {
    static let offlineStyle = MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "Natural Earth")

    /// A busy 256-px tile so PNG decoding costs about what a real map tile costs (tens of kilobytes).
    static func samplePNG() throws -> Data {
        let s = try Surface(width: 256, height: 256)
        let c = Canvas(surface: s)
        c.clear(RGBColor(red: 0.95, green: 0.93, blue: 0.9))
        var seed: UInt64 = 42
        func rnd() -> Double { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Double(seed >> 11) / Double(1 << 53) }
        for _ in 0..<150 {
            c.setColor(red: rnd(), green: rnd(), blue: rnd(), alpha: 0.8)
            c.setLineWidth(1 + rnd() * 4)
            c.move(to: PixelPoint(x: rnd() * 256, y: rnd() * 256))
            c.line(to: PixelPoint(x: rnd() * 256, y: rnd() * 256))
            c.stroke()
        }
        return try s.pngData()
    }

    /// Nanoseconds per `pieces(for:)` on a tile already decoded in memory.
    static func memoryHit(png: Data) throws -> [String: Any] {
        let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
        let style = MapStyle(id: "bench", name: "Bench", urlTemplate: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "")
        let tile = TileID(z: 10, x: 583, y: 296)
        let image = try ImageDecoder.decode(png)
        store.memory.insert(.init(image: image, expires: .distantFuture), for: TileKey(styleID: style.id, tile: tile))
        let n = 200_000
        var found = 0
        let ms = BenchClock.milliseconds {
            for _ in 0..<n { found &+= store.pieces(for: tile, style: style, scaleFactor: 1).count }
        }
        precondition(found == n, "the warm tile was not served from memory")
        return ["memoryHitMicros": ms * 1000 / Double(n)]
    }

    /// Milliseconds for a warm disk hit (read, verify, decode one 256-px PNG) directly and through a fresh store,
    /// reading the cache the loopback run filled.
    static func diskHit(scratch: URL, loopback: (style: MapStyle, tiles: [TileID])) -> [String: Any] {
        let root = scratch.appendingPathComponent("cold")
        let disk = DiskTileCache(root: root, limitBytes: 512 << 20)
        let tiles = loopback.tiles
        var direct: [Double] = []
        for t in tiles {
            var ok = false
            let ms = BenchClock.milliseconds { ok = disk.loadImage(TileKey(styleID: loopback.style.id, tile: t)) != nil }
            if ok { direct.append(ms) }
        }
        // Through a store: memory emptied before each tile, so every load is a disk read, decode and main-loop hop.
        var viaStore: [Double] = []
        let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: root))
        _ = store.disk?.totalBytes  // the one-off folder scan is not a per-hit cost
        for t in tiles {
            store.clearMemory()
            viaStore.append(BenchClock.milliseconds { _ = store.load([t], style: loopback.style, timeout: 5) })
        }
        return ["diskHitDecodeMillis": BenchClock.median(direct), "diskHitViaStoreMillis": BenchClock.median(viaStore),
                "diskHitNetworkRequests": store.statistics.requestsSent, "diskHits": store.statistics.diskHits, "diskHitSamples": direct.count]
    }

    /// Cold load of the tiles covering a 1920 × 1080 viewport from a loopback HTTP server.
    static func loopback(png: Data, scratch: URL) throws -> (figures: [String: Any], style: MapStyle, tiles: [TileID]) {
        let viewport = Viewport(center: try Coordinate(latitude: 60.1699, longitude: 24.9384), zoom: 14,
                                size: PixelSize(width: 1920, height: 1080))
        let tiles = TileCover.tiles(for: viewport, tileZoom: 14).map(\.id)
        let served = scratch.appendingPathComponent("served")
        for t in tiles {
            let dir = served.appendingPathComponent("\(t.z)/\(t.x)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try png.write(to: dir.appendingPathComponent("\(t.y).png"))
        }
        let server = try LoopbackFileServer(root: served)
        defer { server.stop() }
        let style = MapStyle(id: "loopback", name: "Loopback", urlTemplate: "http://127.0.0.1:\(server.port)/{z}/{x}/{y}.png", attribution: "")
        let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: scratch.appendingPathComponent("cold")))
        var report = TileLoadReport()
        let ms = BenchClock.milliseconds { report = store.load(tiles, style: style, timeout: 60) }
        return (["loopbackTiles": tiles.count, "loopbackLoaded": report.loaded.count, "loopbackColdMillis": ms,
                 "loopbackTilesPerSecond": Double(report.loaded.count) / (ms / 1000),
                 "loopbackRequests": store.statistics.requestsSent,
                 "loopbackFailures": report.failed.values.map(\.description)], style, report.loaded)
    }

    /// Pans across `tiles` distinct offline-style tiles, a viewport's worth at a time, and reports memory.
    static func pan(tiles: Int, world: WorldBasemap?) -> [String: Any] {
        let limit = 64 << 20
        var config = TileStoreConfiguration(cacheDirectory: nil)
        config.memoryLimitBytes = limit
        let store = TileStore(configuration: config, basemap: world)
        let before = currentRSSMiB()
        let poolBefore = SurfacePool.shared.statistics
        let side = 128  // a 128 × 128 block of zoom-10 tiles over Europe
        var done = 0
        var peakCache = 0
        var rssHalf = 0.0
        let ms = BenchClock.milliseconds {
            while done < tiles {
                let batch = (done..<min(tiles, done + 40)).map { i in TileID(z: 10, x: 500 + i % side, y: 250 + (i / side) % side) }
                store.load(batch, style: offlineStyle, timeout: 10)
                store.retain(only: Set(batch), style: offlineStyle)
                peakCache = max(peakCache, store.memory.totalBytes)
                done += batch.count
                if rssHalf == 0, done >= tiles / 2 { rssHalf = currentRSSMiB() }
            }
        }
        return ["panTiles": done, "panMillis": ms, "panRendered": store.statistics.rendered,
                "memoryLimitMiB": Double(limit) / 1048576, "memoryCachePeakMiB": Double(peakCache) / 1048576,
                "rssBeforePanMiB": before, "rssHalfwayPanMiB": rssHalf, "rssAfterPanMiB": currentRSSMiB(),
                "rssGrowthMiB": currentRSSMiB() - before].merging(poolFigures(since: poolBefore)) { a, _ in a }
    }

    /// How the surface buffer pool served the pan: buffers reused versus newly mapped, and what it holds now.
    static func poolFigures(since before: SurfacePoolStatistics) -> [String: Any] {
        let s = SurfacePool.shared.statistics
        return ["poolReused": s.reused - before.reused, "poolAllocated": s.allocated - before.allocated,
                "poolFreed": s.freed - before.freed, "poolSpareMiB": Double(s.spareBytes) / 1048576,
                "poolLiveBuffers": s.liveBuffers]
    }

    static func currentRSSMiB() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }
}

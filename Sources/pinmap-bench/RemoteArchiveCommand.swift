import ArgumentParser
import Foundation
import MapCore
import MapData
import TileLoader
import VectorTiles

/// `pinmap-bench remote-archive --url http://127.0.0.1:PORT/ok/offline.pmtiles`: a remote vector archive over
/// range requests, against range_server.py serving a copy of data/offline.pmtiles with added delay
/// (`python3 Tests/MapArchiveTests/Fixtures/range_server.py --dir DIR --delay-ms 20`).
/// The first frame at z12 (1280×800 over Helsinki) with a cold and a warm disk cache: requests and time; then
/// an area download of the Helsinki region, z0–14: tiles per second, file bytes against the tiles' own bytes.
struct RemoteArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remote-archive",
                                                    abstract: "A remote PMTiles archive: first frame cold and warm, and an area download.")

    @Option(help: "The archive's URL on the range server.") var url: String
    @Option(help: "The area downloaded, W,S,E,N.") var area = "24.50,60.05,25.30,60.40"
    @Option(help: "Zooms downloaded, A-B.") var zooms = "0-14"

    func run() throws {
        let locator = try DataLocator.locate()
        let style = try VectorStyle(contentsOf: locator.url(forDataFile: "styles/protomaps.json"), palette: "light")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-remote-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache")
        var result: [String: Any] = ["url": url]
        result["first_frame_cold"] = try firstFrame(style: style, cache: cache)
        result["first_frame_warm"] = try firstFrame(style: style, cache: cache)
        result["download"] = try download(into: scratch.appendingPathComponent("helsinki.pmtiles"))
        result["peak_rss_mib"] = BenchClock.peakRSSMiB()
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// Opens the archive as a new process would (nothing in memory) and loads every tile of one z12 view.
    private func firstFrame(style vector: VectorStyle, cache: URL) throws -> [String: Any] {
        RemoteArchiveOpener.forgetOpened()
        let before = try requests()
        let t0 = BenchClock.now()
        let archive = try RemoteArchiveOpener.open(url: url, cacheRoot: cache)
        let style = TileSourceCatalog.archiveStyle(archive, path: url, id: "remote")
        let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
        store.vectorRasterizer = VectorTileRasterizer(style: vector)
        let viewport = Viewport(center: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 12,
                                size: PixelSize(width: 1280, height: 800))
        let tiles = TileCover.tiles(for: viewport, tileZoom: 12).map(\.id)
        let report = store.load(tiles, style: style, timeout: 120)
        let ms = Double(BenchClock.now() - t0) / 1e6
        return ["tiles": tiles.count, "loaded": report.loaded.count + report.empty.count, "failed": report.failed.count,
                "requests": try requests() - before, "ms": ms]
    }

    private func download(into out: URL) throws -> [String: Any] {
        let parts = area.split(separator: ",").compactMap { Double($0) }
        let z = zooms.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 4, z.count == 2 else { throw ValidationError("--area W,S,E,N and --zooms A-B") }
        let plan = try DownloadPlan(bounds: GeoBounds(west: parts[0], south: parts[1], east: parts[2], north: parts[3]),
                                    zooms: z[0]...z[1])
        let before = try requests()
        let t0 = BenchClock.now()
        let summary = try AreaDownloader(plan: plan, from: url, to: out).run()
        let seconds = Double(BenchClock.now() - t0) / 1e9
        return ["planned": plan.count, "tiles": summary.tiles, "missing": summary.missing, "seconds": seconds,
                "tiles_per_s": Double(plan.count) / seconds, "requests": try requests() - before,
                "file_bytes": summary.fileBytes, "tile_bytes": summary.tileBytes, "distinct_tile_bytes": summary.storedBytes,
                "overhead_percent": 100 * (Double(summary.fileBytes) / Double(max(1, summary.storedBytes)) - 1)]
    }

    /// Requests the range server has answered so far (its /stats).
    private func requests() throws -> Int {
        guard let base = URL(string: url), let host = base.host, let port = base.port else { return -1 }
        let reply = try Self.stats.fetch("http://\(host):\(port)/stats", headers: [:], maxBytes: 4096, deadlineSeconds: 10).get()
        let object = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Int]
        return object?["requests"] ?? -1
    }

    private static let stats = RangeWorker(userAgent: "pinmap-bench", maxConnectionsPerHost: 1, timeoutSeconds: 10)
}

import ArgumentParser
import Foundation
import Graphics
import MapArchive
import MapCore
import MapData
import MapRender

/// `pinmap-bench vector`: the vector map's figures, one JSON object. Each part adds its keys to `result`
/// (archive open and tile lookup here; decoding and frames join later).
struct VectorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vector",
        abstract: "Time the vector map: opening an archive, a tile lookup, and 1920×1080 frames cold and rasterised (JSON)."
    )

    @Option(help: "The archive to time (default: data/offline.pmtiles, else the test fixture vector.pmtiles).")
    var archive: String?

    @Option(help: "Timed runs; each figure is the median.")
    var runs: Int = 51

    @Option(help: "Only this frame scene (helsinki_z15, southern_finland_z9, helsinki_z14, new_york_z12).")
    var scene: String?

    @Option(help: "The surface pool's spare bound in MiB (default: the app's).")
    var poolSpareMib: Int?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        if let scene, !VectorFrameTimings.scenes.contains(where: { $0.name == scene }) {
            throw ValidationError("unknown scene \(scene): \(VectorFrameTimings.scenes.map(\.name).joined(separator: ", "))")
        }
        if let poolSpareMib, poolSpareMib < 0 { throw ValidationError("--pool-spare-mib must not be negative") }
    }

    func run() throws {
        let path = try archive ?? Self.defaultArchive()
        if let poolSpareMib { SurfacePool.shared.maxSpareBytes = poolSpareMib << 20 }
        var result: [String: Any] = ["archive": (path as NSString).lastPathComponent, "runs": runs,
                                     "pool_spare_mib": Double(SurfacePool.shared.maxSpareBytes) / 1048576]
        for (key, value) in try ArchiveTimings.measure(path: path, runs: runs) { result[key] = value }
        if let style = try? DataLocator.locate().url(forDataFile: "styles/protomaps.json") {
            result["frames_1920x1080"] = try VectorFrameTimings.measure(archive: path, styleURL: style,
                                                                      size: PixelSize(width: 1920, height: 1080), runs: runs,
                                                                      only: scene)
        }
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// The bundled archive when there is one, else the fixture the reader's tests use.
    static func defaultArchive() throws -> String {
        if let data = try? DataLocator.locate() {
            let bundled = data.url(forDataFile: "offline.pmtiles").path
            if FileManager.default.fileExists(atPath: bundled) { return bundled }
            let fixture = data.dataDirectory.deletingLastPathComponent()
                .appendingPathComponent("Tests/MapArchiveTests/Fixtures/vector.pmtiles").path
            if FileManager.default.fileExists(atPath: fixture) { return fixture }
        }
        throw ValidationError("no archive found: pass --archive FILE.pmtiles")
    }
}

/// Opening an archive, and finding a tile id in a PMTiles archive's directories once they are warm.
enum ArchiveTimings {
    static func measure(path: String, runs: Int) throws -> [String: Any] {
        var opens: [Double] = []
        var opened: (any TileArchive)?
        for _ in 0..<runs {
            opens.append(try BenchClock.milliseconds { opened = try ArchiveOpener.open(path: path) })
        }
        var out: [String: Any] = ["archive_open_ms": round3(BenchClock.median(opens))]
        guard let pmtiles = opened as? PMTilesArchive else { return out }
        // Every tile id the archive holds at its first zooms (through leaves), warmed once.
        var ids: [UInt64] = []
        for z in pmtiles.info.minZoom...min(pmtiles.info.maxZoom, 14) {
            let n = 1 << z
            for x in 0..<n where ids.count < 4096 {
                for y in 0..<n where ids.count < 4096 {
                    if let id = HilbertTileID.id(for: TileID(z: z, x: x, y: y)), try pmtiles.entry(for: id) != nil { ids.append(id) }
                }
            }
        }
        guard !ids.isEmpty else { return out }
        let batch = 10_000
        var lookups: [Double] = []
        var found = 0
        for _ in 0..<runs {
            let ms = try BenchClock.milliseconds {
                for i in 0..<batch where try pmtiles.entry(for: ids[i % ids.count]) != nil { found += 1 }
            }
            lookups.append(ms * 1000 / Double(batch))
        }
        out["tile_lookup_us"] = round3(BenchClock.median(lookups))
        out["tile_lookup_ids"] = ids.count
        out["tile_lookup_found"] = found / runs
        out["leaf_directories_cached"] = pmtiles.cachedLeafCount
        return out
    }

    static func round3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
}

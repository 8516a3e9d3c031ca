import ArgumentParser
import Foundation
import VectorTiles

/// `pinmap-bench mvt`: how long MVTDecoder takes on one tile (the ~50 KB Helsinki z14 fixture by default),
/// whole and with a layer filter. The peer is tools/peer_mvt.py (mapbox-vector-tile) on the same file.
struct MVTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mvt",
        abstract: "Time decoding one vector tile (prints JSON)."
    )

    @Option(help: "An uncompressed MVT file.")
    var tile: String = "Tests/VectorTilesTests/Fixtures/helsinki-z14.mvt"

    @Option(help: "Timed decodes; the percentiles are over these.")
    var runs: Int = 1000

    @Option(help: "Untimed decodes first (caches, allocator).")
    var warmup: Int = 50

    @Option(help: "Also time a decode of only these layers (comma-separated; empty skips it).")
    var only: String = "roads"

    func validate() throws {
        guard runs >= 1, warmup >= 0 else { throw ValidationError("--runs must be at least 1, --warmup at least 0") }
    }

    func run() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tile)))
        let decoded = try VectorTile(decoding: bytes)
        let features = decoded.layers.reduce(0) { $0 + $1.features.count }
        let points = decoded.layers.reduce(0) { $0 + $1.features.reduce(0) { $0 + $1.geometry.points.count } }

        var result: [String: Any] = [
            "tile": tile, "tile_bytes": bytes.count, "layers": decoded.layers.count, "features": features,
            "points": points, "dropped_features": decoded.droppedFeatures.count, "runs": runs,
        ]
        // Wall time, and this thread's CPU time: on a shared machine the second shows the work without the waiting.
        let (all, cpu) = try time(MVTDecoder(), bytes)
        result["median_ms"] = round4(BenchClock.median(all)); result["p95_ms"] = round4(percentile(all, 0.95))
        result["min_ms"] = round4(all.min() ?? 0)
        result["cpu_median_ms"] = round4(BenchClock.median(cpu)); result["cpu_p95_ms"] = round4(percentile(cpu, 0.95))
        let names = Set(only.split(separator: ",").map(String.init))
        if !names.isEmpty {
            let (filtered, filteredCPU) = try time(MVTDecoder(onlyLayers: names), bytes)
            result["only_layers"] = names.sorted()
            result["only_median_ms"] = round4(BenchClock.median(filtered))
            result["only_p95_ms"] = round4(percentile(filtered, 0.95))
            result["only_cpu_median_ms"] = round4(BenchClock.median(filteredCPU))
        }
        result["load_average"] = SearchCommand.loadAverage()
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// Milliseconds per decode after the warm-up: wall time and this thread's CPU time.
    private func time(_ decoder: MVTDecoder, _ bytes: [UInt8]) throws -> (wall: [Double], cpu: [Double]) {
        var layers = 0
        for _ in 0..<warmup { layers &+= try decoder.decode(bytes).layers.count }
        var wall: [Double] = [], cpu: [Double] = []
        wall.reserveCapacity(runs); cpu.reserveCapacity(runs)
        for _ in 0..<runs {
            let cpu0 = SearchCommand.threadCPU()
            // Keep each result observable, so the optimiser cannot drop the decode.
            wall.append(try BenchClock.milliseconds { layers &+= try decoder.decode(bytes).layers.count })
            cpu.append(SearchCommand.threadCPU() - cpu0)
        }
        if layers < 0 { print(layers) }
        return (wall, cpu)
    }

    private func percentile(_ xs: [Double], _ p: Double) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
    }

    private func round4(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
}

import ArgumentParser
import Clustering
import Foundation
import MapCore

/// `pinmap-bench cluster`: build and query timings of the hierarchical clusterer, as one JSON object.
struct ClusterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cluster",
        abstract: "Times HierarchicalClusterer builds and viewport queries on a point file.")

    @Option(help: "Points: little-endian float64 lon,lat pairs (.f64) or CSV with a lon,lat header.")
    var points: String
    @Option(help: "Cluster radius in pixels.") var radius: Double = 40
    @Option(help: "Tile extent in pixels.") var extent: Double = 512
    @Option(name: .customLong("max-zoom"), help: "Highest clustered zoom.") var maxZoom: Int = 16
    @Option(name: .customLong("min-points"), help: "Fewest points per cluster.") var minPoints: Int = 2
    @Option(help: "Number of builds timed.") var runs: Int = 5
    @Option(name: .customLong("dump-zoom"), help: "Print this zoom's clusters as JSON lines instead.") var dumpZoom: Int?
    @Option(help: "With --dump-zoom: W,S,E,N (default the world).") var bbox: String?
    @Option(name: .customLong("toggle-places"), help: "Places in the category-toggle benchmark (0 skips it).")
    var togglePlaces: Int = 100_000
    @Option(name: .customLong("toggle-off"), help: "With --dump-zoom: dump the toggle benchmark's index with this category (0–9) off.")
    var toggleOff: Int?

    func run() throws {
        let coords = try ClusterBenchInput.load(path: points)
        let options = ClusterOptions(radius: radius, extent: extent, maxZoom: maxZoom, minPoints: minPoints)
        let payloads = [UInt32](repeating: 0, count: coords.count)

        if let dumpZoom, let toggleOff {
            let box = try ClusterBenchInput.parseBBox(bbox)
            let text = try ClusterBenchToggle.dump(coordinates: coords, places: togglePlaces, off: toggleOff, zoom: dumpZoom, box: box)
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        if let dumpZoom {
            let index = try HierarchicalClusterer(coordinates: coords, payloads: payloads, options: options)
            let box = try ClusterBenchInput.parseBBox(bbox)
            var out = ""
            for r in index.clusters(in: box, zoom: Double(dumpZoom)) {
                let c = r.coordinate
                out += "{\"lon\":\(c.longitude),\"lat\":\(c.latitude),\"count\":\(r.count)}\n"
            }
            FileHandle.standardOutput.write(Data(out.utf8))
            return
        }

        var times: [Double] = [], cpuTimes: [Double] = []
        var index: HierarchicalClusterer<UInt32>?
        for _ in 0..<max(1, runs) {
            index = nil
            var built: HierarchicalClusterer<UInt32>?
            let cpu0 = Self.processCPUms()
            let ms = try BenchClock.milliseconds {
                built = try HierarchicalClusterer(coordinates: coords, payloads: payloads, options: options)
            }
            cpuTimes.append(Self.processCPUms() - cpu0)
            times.append(ms)
            index = built
        }
        guard let index else { return }

        var queryUS: [String: Double] = [:], results: [String: Int] = [:]
        for z in [2, 5, 8, 12] {
            let box = ClusterBenchInput.viewportBounds(zoom: z)
            let reps = 2000
            var samples: [Double] = []
            var count = 0
            for _ in 0..<5 {
                let t0 = BenchClock.now()
                for _ in 0..<reps { count = index.clusters(in: box, zoom: Double(z)).count }
                samples.append(Double(BenchClock.now() - t0) / 1e3 / Double(reps))
            }
            queryUS["z\(z)"] = (BenchClock.median(samples) * 100).rounded() / 100
            results["z\(z)"] = count
        }
        var json: [String: Any] = [
            "points": coords.count,
            "options": ["radius": radius, "extent": extent, "max_zoom": maxZoom, "min_points": minPoints],
            "build_ms": ["min": round2(times.min() ?? 0), "median": round2(BenchClock.median(times)), "runs": times.count],
            "build_cpu_ms": ["min": round2(cpuTimes.min() ?? 0), "median": round2(BenchClock.median(cpuTimes))],
            "load_average_1m": Self.loadAverage(),
            "clusters_total": index.clusterTotal,
            "query_us": queryUS,
            "results": results,
            "viewport": "1920x1080 px centred 8E 49N, 512-px tiles",
        ]
        if togglePlaces > 0 {
            json["toggle"] = try ClusterBenchToggle.run(coordinates: coords, places: togglePlaces, runs: max(3, runs))
        }
        json["peak_rss_mb"] = round2(BenchClock.peakRSSMiB())
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    private func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// CPU time of the whole process (all threads) in milliseconds: shows the work when other jobs share the cores.
    static func processCPUms() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    /// The 1-minute load average, so figures taken on a busy machine say so.
    static func loadAverage() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let first = s.split(separator: " ").first, let v = Double(first) else { return -1 }
        return v
    }
}

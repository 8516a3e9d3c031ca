import ArgumentParser
import Foundation
import MapCore
import Search

/// `pinmap-bench search`: index build time and per-query p50/p95 on generated Finnish/Swedish places.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Time building the search index and answering queries (prints JSON)."
    )

    @Option(help: "Number of places to generate.")
    var places: Int = 100_000

    @Option(help: "Timed index builds; build_ms is their median.")
    var builds: Int = 5

    @Option(help: "Times each query runs; percentiles are over all runs of a class.")
    var repeats: Int = 50

    @Option(help: "The world gazetteer timed as well (first query on a fresh instance, then p50/p95); \"\" skips it.")
    var gazetteer: String = "data/gazetteer.bin"

    @Option(help: "Also write the places and queries as JSON for tools/peer_search.py.")
    var writeData: String?

    func validate() throws {
        guard places >= 1 else { throw ValidationError("--places must be at least 1") }
        guard builds >= 1, repeats >= 1 else { throw ValidationError("--builds and --repeats must be at least 1") }
    }

    func run() throws {
        let list = SearchBenchData.places(count: places)
        let categories = SearchBenchData.categories
        if let writeData { try write(list, to: writeData) }

        // Wall time, and this thread's CPU time: on a shared machine the second shows the work without the waiting.
        var buildTimes: [Double] = [], buildCPU: [Double] = []
        var index: SearchIndex?
        for _ in 0..<builds {
            let cpu0 = Self.threadCPU()
            buildTimes.append(BenchClock.milliseconds { index = SearchIndex(places: list, categories: categories) })
            buildCPU.append(Self.threadCPU() - cpu0)
        }
        guard let index else { return }

        // Each class: every query's runs together; plus how many each query found.
        var samples: [String: [Double]] = [:], cpuSamples: [String: [Double]] = [:]
        var found: [String: Int] = [:]
        for _ in 0..<repeats {
            for q in SearchBenchData.queries {
                var answer: SearchAnswer?
                let cpu0 = Self.threadCPU()
                let ms = BenchClock.milliseconds { answer = index.answer(q.text, near: SearchBenchData.near) }
                let cpu = Self.threadCPU() - cpu0
                samples[q.kind, default: []].append(ms)
                samples["all", default: []].append(ms)
                cpuSamples[q.kind, default: []].append(cpu)
                cpuSamples["all", default: []].append(cpu)
                switch answer {
                case .places(let hits)?: found[q.text] = hits.count
                case .location?: found[q.text] = 1
                case nil: break
                }
            }
        }
        var classes: [String: Any] = [:]
        for (kind, times) in samples {
            let cpu = cpuSamples[kind] ?? []
            classes[kind] = ["p50_ms": round3(percentile(times, 0.5)), "p95_ms": round3(percentile(times, 0.95)),
                             "max_ms": round3(times.max() ?? 0),
                             "cpu_p50_ms": round3(percentile(cpu, 0.5)), "cpu_p95_ms": round3(percentile(cpu, 0.95))]
        }
        var result: [String: Any] = [
            "places": list.count,
            "distinct_words": index.wordCount,
            "build_ms": round3(BenchClock.median(buildTimes)),
            "build_ms_min": round3(buildTimes.min() ?? 0),
            "build_cpu_ms": round3(BenchClock.median(buildCPU)),
            "build_cpu_ms_min": round3(buildCPU.min() ?? 0),
            "load_average": Self.loadAverage(),
            "builds": builds,
            "repeats": repeats,
            "queries": classes,
            "results_per_query": found,
            "peak_rss_mib": BenchClock.peakRSSMiB().rounded(),
        ]
        if !gazetteer.isEmpty { result["gazetteer"] = GazetteerBench.run(path: gazetteer, repeats: repeats) }
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// This thread's CPU time in milliseconds.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    /// The 1-minute load average when the run ended (/proc/loadavg), so figures say how shared the machine was.
    static func loadAverage() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return -1 }
        return Double(s.split(separator: " ").first ?? "") ?? -1
    }

    func percentile(_ xs: [Double], _ p: Double) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
    }

    func round3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    /// The same data for the SQLite peer: places with their text fields, the reference point and the queries.
    func write(_ list: [Place], to path: String) throws {
        let rows: [[String: Any]] = list.map { p in
            var other = [p.details.cuisine, p.details.phone, p.details.website].compactMap { $0 }
            other += p.details.extra.map(\.value)
            return ["id": p.id, "category": p.categoryID, "name": p.title, "address": p.details.address ?? "",
                    "other": other.joined(separator: " "), "lat": p.coordinate.latitude, "lon": p.coordinate.longitude]
        }
        let object: [String: Any] = [
            "near": [SearchBenchData.near.latitude, SearchBenchData.near.longitude],
            "categories": SearchBenchData.kinds.map { ["id": $0.id, "title": $0.title] },
            "queries": SearchBenchData.queries.map { ["kind": $0.kind, "text": $0.text] },
            "places": rows,
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }
}

import Foundation
import Gazetteer
import MapCore

/// The world gazetteer's part of `pinmap-bench search`: the first query on a fresh instance (open, check and
/// search: what the first keystroke after launch pays), and p50/p95 over queries from one letter to whole names.
enum GazetteerBench {
    static let queries = ["t", "ta", "tam", "tamp", "tampere", "helsingfors", "paris", "springfield", "new york", "東京",
                          "edogawa", "sao paulo", "pietari", "tamprere", "helsnki", "m", "s", "san"]
    static let near = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
    /// The query classes, each timed on its own (p95 ≤ 2 ms each), near Helsinki and at other view centres.
    static let classes: [(String, [String])] = [
        ("one_letter", ["t", "m", "s", "a", "k", "b"]),
        ("two_letters", ["ta", "sa", "ma", "ka", "ba", "ch"]),
        ("typo", ["tamprere", "helsnki", "pariss", "stockolm", "edogawaa"]),
        ("full_name", ["tampere", "helsingfors", "paris", "springfield", "new york", "東京", "edogawa", "sao paulo", "pietari"]),
    ]
    static let centres: [(String, Coordinate)] = [
        ("helsinki", near), ("tokyo", Coordinate(clampingLatitude: 35.7, wrappingLongitude: 139.7)),
        ("new_york", Coordinate(clampingLatitude: 40.7, wrappingLongitude: -74.0)),
        ("mid_pacific", Coordinate(clampingLatitude: 0, wrappingLongitude: -150)),
    ]

    static func run(path: String, repeats: Int) -> [String: Any] {
        var first: [Double] = []
        for _ in 0..<5 {
            let fresh = Gazetteer(path: path)
            first.append(BenchClock.milliseconds { _ = fresh.search("tampere", near: near) })
        }
        let gazetteer = Gazetteer(path: path)
        do { try gazetteer.load() } catch { return ["error": "\(error)"] }
        var times: [Double] = [], cpu: [Double] = [], worst: [String: Double] = [:]
        for _ in 0..<repeats {
            for q in queries {
                let cpu0 = SearchCommand.threadCPU()
                let ms = BenchClock.milliseconds { _ = gazetteer.search(q, near: near) }
                cpu.append(SearchCommand.threadCPU() - cpu0)
                times.append(ms)
                worst[q] = max(worst[q] ?? 0, ms)
            }
        }
        let sorted = times.sorted(), cpuSorted = cpu.sorted()
        func pct(_ p: Double, _ s: [Double] = sorted) -> Double { s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))] }
        func r3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        var byClass: [String: [String: Double]] = [:]
        for (centreName, centre) in centres {
            var row: [String: Double] = [:]
            for (name, list) in classes {
                var t: [Double] = [], c: [Double] = []
                for _ in 0..<repeats {
                    for q in list {
                        let cpu0 = SearchCommand.threadCPU()
                        t.append(BenchClock.milliseconds { _ = gazetteer.search(q, near: centre) })
                        c.append(SearchCommand.threadCPU() - cpu0)
                    }
                }
                row[name + "_p95_ms"] = r3(pct(0.95, t.sorted()))
                row[name + "_cpu_p95_ms"] = r3(pct(0.95, c.sorted()))
            }
            byClass[centreName] = row
        }
        return [
            "p95_by_class_and_centre": byClass,
            "places": gazetteer.placeCount, "keys": gazetteer.keyCount,
            "first_query_ms": r3(BenchClock.median(first)), "first_query_ms_max": r3(first.max() ?? 0),
            "query_p50_ms": r3(pct(0.5)), "query_p95_ms": r3(pct(0.95)), "query_max_ms": r3(sorted.last ?? 0),
            "query_cpu_p50_ms": r3(pct(0.5, cpuSorted)), "query_cpu_p95_ms": r3(pct(0.95, cpuSorted)),
            "slowest_query": worst.max { $0.value < $1.value }?.key ?? "",
        ]
    }
}

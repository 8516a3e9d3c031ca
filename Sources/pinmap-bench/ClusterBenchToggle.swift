import Clustering
import Foundation
import MapCore

/// Category toggle: `places` places in 10 categories, then the index rebuilt with one category off
/// (what the app does when a check box changes), with the app's cluster options.
enum ClusterBenchToggle {
    static func run(coordinates: [Coordinate], places count: Int, runs: Int) throws -> [String: Any] {
        let n = min(count, coordinates.count)
        let (places, categories) = places(coordinates: coordinates, count: n)
        var source: PlaceClusterSource?
        // No subset cache here: every toggle below must be a real rebuild.
        let sourceMS = try BenchClock.milliseconds { source = try PlaceClusterSource(places: places, recentSubsets: 0) }
        guard let source else { return [:] }
        let all = Set(categories)
        var allIndex: PlaceClusterIndex?
        let fullMS = BenchClock.milliseconds { allIndex = source.index(categories: all) }
        var toggles: [Double] = [], cpu: [Double] = []
        var shown = 0
        for r in 0..<runs {
            let off = all.subtracting([categories[r % 10]])
            var idx: PlaceClusterIndex?
            let cpu0 = ClusterCommand.processCPUms()
            toggles.append(BenchClock.milliseconds { idx = source.index(categories: off) })
            cpu.append(ClusterCommand.processCPUms() - cpu0)
            shown = idx?.placeCount ?? 0
        }
        let cached = try recentSubsetFigures(places: places, categories: categories, runs: runs)
        return [
            "toggle_back_on_cached_ms": cached.backOn, "recent_subsets_rss_mb": cached.rssMB,
            "places": n, "categories": 10,
            "options": "radius 50, extent 256, maxZoom 20 (PlaceClusterSource.defaultOptions)",
            "prepare_ms": (sourceMS * 100).rounded() / 100,
            "all_categories_ms": (fullMS * 100).rounded() / 100,
            "toggle_one_off_ms": ["min": ((toggles.min() ?? 0) * 100).rounded() / 100,
                                  "median": (BenchClock.median(toggles) * 100).rounded() / 100],
            "toggle_one_off_cpu_ms": ["min": ((cpu.min() ?? 0) * 100).rounded() / 100,
                                      "median": (BenchClock.median(cpu) * 100).rounded() / 100],
            "places_after_toggle": shown,
            "places_all": allIndex?.placeCount ?? 0,
        ]
    }

    /// The benchmark's places: the first `count` coordinates, 10 categories spread by a multiplicative hash.
    static func places(coordinates: [Coordinate], count: Int) -> (places: [Place], categories: [String]) {
        let categories = (0..<10).map { "c\($0)" }
        let places = (0..<min(count, coordinates.count)).map { i in
            Place(id: "p/\(i)", categoryID: categories[(i &* 2_654_435_761) % 10], title: "", coordinate: coordinates[i])
        }
        return (places, categories)
    }

    /// With --dump-zoom: the app-options index of the benchmark's places with category `off` turned off, as
    /// JSON lines, so a change to the toggle path can be checked against the output before it.
    static func dump(coordinates: [Coordinate], places count: Int, off: Int, zoom: Int, box: GeoBounds) throws -> String {
        let (places, categories) = places(coordinates: coordinates, count: count)
        let source = try PlaceClusterSource(places: places, recentSubsets: 0)
        var out = ""
        for item in source.index(categories: Set(categories).subtracting([categories[off % 10]])).items(in: box, zoom: Double(zoom)) {
            let c = item.coordinate
            switch item {
            case .place(let p): out += "{\"lon\":\(c.longitude),\"lat\":\(c.latitude),\"count\":1,\"id\":\"\(p.id)\"}\n"
            case .cluster(let k):
                let b = k.bounds, cats = k.categoryCounts.map { "\($0.categoryID)=\($0.count)" }.joined(separator: " ")
                out += "{\"lon\":\(c.longitude),\"lat\":\(c.latitude),\"count\":\(k.count),\"id\":\"\(k.id)\","
                    + "\"bounds\":[\(b.west),\(b.south),\(b.east),\(b.north)],\"expands\":\(k.expansionZoom),\"categories\":\"\(cats)\"}\n"
            }
        }
        return out
    }

    /// With the app's default subset cache: median time to turn a category back on (a cache hit), and the
    /// growth of the process's resident memory while the cache fills with its 4 subsets.
    static func recentSubsetFigures(places: [Place], categories: [String], runs: Int) throws -> (backOn: Double, rssMB: Double) {
        let source = try PlaceClusterSource(places: places)
        let all = Set(categories)
        let rssBefore = residentMB()
        _ = source.index(categories: all)
        for k in 0..<3 { _ = source.index(categories: all.subtracting([categories[k]])) }
        let rssMB = ((residentMB() - rssBefore) * 10).rounded() / 10
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            _ = source.index(categories: all.subtracting([categories[0]]))
            times.append(BenchClock.milliseconds { _ = source.index(categories: all) })
        }
        return ((BenchClock.median(times) * 1000).rounded() / 1000, rssMB)
    }

    static func residentMB() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = s.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS") }),
              let kb = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kb / 1024
    }
}

import Clustering
import Foundation
import MapCore

/// Category toggle: `places` places in 10 categories, then the index rebuilt with one category off
/// (what the app does when a check box changes), with the app's cluster options.
enum ClusterBenchToggle {
    static func run(coordinates: [Coordinate], places count: Int, runs: Int) throws -> [String: Any] {
        let n = min(count, coordinates.count)
        let categories = (0..<10).map { "c\($0)" }
        let places = (0..<n).map { i in
            Place(id: "p/\(i)", categoryID: categories[(i &* 2_654_435_761) % 10], title: "", coordinate: coordinates[i])
        }
        var source: PlaceClusterSource?
        let sourceMS = try BenchClock.milliseconds { source = try PlaceClusterSource(places: places) }
        guard let source else { return [:] }
        let all = Set(categories)
        var allIndex: PlaceClusterIndex?
        let fullMS = BenchClock.milliseconds { allIndex = source.index(categories: all) }
        var toggles: [Double] = []
        var shown = 0
        for r in 0..<runs {
            let off = all.subtracting([categories[r % 10]])
            var idx: PlaceClusterIndex?
            toggles.append(BenchClock.milliseconds { idx = source.index(categories: off) })
            shown = idx?.placeCount ?? 0
        }
        return [
            "places": n, "categories": 10,
            "options": "radius 50, extent 256, maxZoom 20 (PlaceClusterSource.defaultOptions)",
            "prepare_ms": (sourceMS * 100).rounded() / 100,
            "all_categories_ms": (fullMS * 100).rounded() / 100,
            "toggle_one_off_ms": ["min": ((toggles.min() ?? 0) * 100).rounded() / 100,
                                  "median": (BenchClock.median(toggles) * 100).rounded() / 100],
            "places_after_toggle": shown,
            "places_all": allIndex?.placeCount ?? 0,
        ]
    }
}

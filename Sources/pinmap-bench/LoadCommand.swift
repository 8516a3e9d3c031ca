import ArgumentParser
import Foundation
import MapCore
import MapData

/// `pinmap-bench load`: writes N synthetic Point features to a temp file and times GeoJSONLoader on it.
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Time loading a synthetic GeoJSON FeatureCollection (prints JSON)."
    )

    @Option(help: "Number of features to generate.")
    var features: Int = 100_000

    @Option(help: "Timed loads; load_ms is their median.")
    var runs: Int = 5

    @Flag(help: "Also time Foundation's JSONSerialization parsing the same file (parse only, no places).")
    var compareFoundation = false

    func validate() throws {
        guard features >= 0 else { throw ValidationError("--features must be 0 or more") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-load-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("places.geojson")
        try SyntheticGeoJSON.write(featureCount: features, to: file)
        let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0

        let categories = ["restaurant", "cafe", "fast_food", "supermarket", "convenience", "shop",
                          "pharmacy", "hotel", "bank", "atm", "museum"]
            .map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }
        let loader = GeoJSONLoader(categories: categories)
        var times: [Double] = []
        var places = 0
        for _ in 0..<runs {
            var loaded: LoadedPlaces?
            times.append(try BenchClock.milliseconds { loaded = try loader.load(contentsOf: file) })
            places = loaded?.places.count ?? 0
        }
        var result: [String: Any] = [
            "features": features,
            "places": places,
            "file_mb": (Double(bytes) / 1_048_576 * 10).rounded() / 10,
            "load_ms": (BenchClock.median(times) * 10).rounded() / 10,
            "load_ms_min": ((times.min() ?? 0) * 10).rounded() / 10,
            "runs": runs,
            "peak_rss_mib": BenchClock.peakRSSMiB().rounded(),
        ]
        if compareFoundation {
            var foundation: [Double] = []
            for _ in 0..<runs {
                foundation.append(try BenchClock.milliseconds { _ = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) })
            }
            result["foundation_parse_ms"] = (BenchClock.median(foundation) * 10).rounded() / 10
        }
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }
}

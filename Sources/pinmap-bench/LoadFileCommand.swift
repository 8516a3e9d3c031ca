import ArgumentParser
import Foundation
import MapCore
import MapData

/// `pinmap-bench load-file FILE`: times `PlaceFileLoader` (sniffing, the format's reader, FeatureAssembler) on
/// an existing places file of any format, from the file to usable places.
struct LoadFileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load-file",
        abstract: "Time loading a places file of any format through PlaceFileLoader (prints JSON)."
    )

    @Argument(help: "A GeoJSON, CSV (or, once merged, KML/KMZ/GPX) file.")
    var file: String

    @Option(help: "Timed loads; load_ms is their median.")
    var runs: Int = 3

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        var times: [Double] = []
        var places = 0, shapes = 0, categories = 0
        for _ in 0..<runs {
            var loaded: LoadedPlaces?
            times.append(try BenchClock.milliseconds { loaded = try PlaceFileLoader.load(contentsOf: url) })
            places = loaded?.places.count ?? 0
            shapes = loaded?.shapes.count ?? 0
            categories = loaded?.categories.count ?? 0
        }
        let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        let result: [String: Any] = [
            "file": url.lastPathComponent,
            "file_mb": (Double(bytes) / 1_048_576 * 10).rounded() / 10,
            "places": places, "shapes": shapes, "categories": categories,
            "load_ms": (BenchClock.median(times) * 10).rounded() / 10,
            "load_ms_min": ((times.min() ?? 0) * 10).rounded() / 10,
            "runs": runs,
            "peak_rss_mib": BenchClock.peakRSSMiB().rounded(),
        ]
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }
}

import ArgumentParser
import CMalloc
import Foundation
import MapCore
import MapData

/// `pinmap-bench layers`: a file opened as a layer through the store as the app runs it (issue 26): a generated
/// CSV (tools/gen_places.py, seed 1) from "dropped" to its first clusters drawn, with the longest the main loop was
/// held while it loaded; then a smaller layer hidden and shown again, each timed until its re-clustered index is drawn.
struct LayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layers",
        abstract: "Open a generated CSV as a layer through the store, and hide/show a layer (prints JSON)."
    )

    @Option(help: "Places in the CSV opened as a layer.") var places = 1_000_000
    @Option(help: "Places in the layer hidden and shown.") var togglePlaces = 100_000
    @Option(help: "Opens of the large file, each in a new store; figures are their median and largest.") var opens = 3
    @Option(help: "Hide/show pairs of the smaller layer.") var toggles = 10
    @Option(help: "Where the generated files are kept between runs (default: the temp folder).") var dir: String?
    @Option(help: "MiB the index builder keeps of recent subsets' indexes (the app's 64; 0 makes every show filter and cluster anew).")
    var recentMib = 64

    func validate() throws {
        guard places >= 1, togglePlaces >= 1 else { throw ValidationError("--places and --toggle-places must be at least 1") }
        guard opens >= 1, toggles >= 1 else { throw ValidationError("--opens and --toggles must be at least 1") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: dir ?? FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-places").path)
        let big = try PlaceFiles.file(.csv, places: places, in: folder)
        let small = try PlaceFiles.file(.csv, places: togglePlaces, in: folder)
        let locator = try DataLocator.locate()
        // The bundled places, as the window starts with them.
        let service = try GeoJSONMapService.load(from: locator)
        // The app's allocator setting (pinmap's MallocPolicy): large blocks mapped on their own, returned when freed.
        _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
        let icons = locator.iconsDirectory
        let figures = try MainActor.assumeIsolated {
            var run = LayerStoreRun(service: service, iconDirectory: icons)
            run.recentIndexBytes = max(0, recentMib) << 20
            return try JSONSerialization.data(withJSONObject: [
                "open": try run.open(big, places: places, times: opens),
                "toggle": try run.toggle(small, places: togglePlaces, times: toggles),
            ])
        }
        var result = try JSONSerialization.jsonObject(with: figures) as? [String: Any] ?? [:]
        result["file_mb"] = (Double(PlaceFiles.size(big)) / 1_048_576 * 10).rounded() / 10
        result["bundled_places"] = service.allPlaces.count
        result["peak_rss_mib"] = BenchClock.peakRSSMiB().rounded()
        let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }
}

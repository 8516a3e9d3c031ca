import ArgumentParser
import Foundation
import MapCore
import MapData

/// `pinmap-bench load [--formats geojson,csv,kml,gpx] [--places N]`: file → usable places for each format of the
/// same generated places (tools/gen_places.py, seed 1), each load in a fresh process so its peak memory is its own,
/// beside GDAL's figures on the same files in the same run (`ogrinfo -q -al -so`; for CSV `ogr2ogr` to GeoJSONSeq).
struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Time loading generated places in each format, with peak memory and GDAL's figures (prints JSON)."
    )

    @Option(help: "Formats, comma-separated: geojson, csv, kml, gpx.")
    var formats: String = "geojson,csv,kml,gpx"

    @Option(name: [.customLong("places"), .customLong("features")], help: "Places generated (tools/gen_places.py, seed 1).")
    var places: Int = 1_000_000

    @Option(help: "Timed loads per format, each in its own process; load_ms is their median, peak_rss_mib their largest.")
    var runs: Int = 3

    @Option(help: "Where the generated files are kept between runs (default: the temp folder).")
    var dir: String?

    @Flag(help: "Leave out GDAL's figures.")
    var noGdal = false

    /// Internal: load one file once in this process and print its figures (the parent runs this).
    @Option(help: .hidden) var childLoad: String?
    /// Internal: run the tool after `--` once and print its time and peak memory (its own process's children's).
    @Flag(help: .hidden) var childTool = false
    @Argument(parsing: .postTerminator, help: .hidden) var tool: [String] = []

    func validate() throws {
        guard places >= 1 else { throw ValidationError("--places must be at least 1") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
        for f in formatList where PlaceFormat(rawValue: f) == nil {
            throw ValidationError("--formats: unknown format \"\(f)\" (geojson, csv, kml, gpx)")
        }
    }

    private var formatList: [String] { formats.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }

    func run() throws {
        if let file = childLoad { return try LoadChild.load(file: URL(fileURLWithPath: file)) }
        if childTool { return try LoadChild.runTool(tool) }

        let folder = URL(fileURLWithPath: dir ?? FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-places").path)
        var results: [String: Any] = [:]
        for format in formatList.compactMap(PlaceFormat.init(rawValue:)) {
            let file = try PlaceFiles.file(format, places: places, in: folder)
            var row: [String: Any] = ["file_mb": round1(Double(PlaceFiles.size(file)) / 1_048_576)]
            let loads = try (0..<runs).map { _ in try LoadChild.measure(["load", "--child-load", file.path]) }
            if let error = loads.compactMap({ $0["error"] as? String }).first {
                row["error"] = error
            } else {
                let times = loads.compactMap { $0["ms"] as? Double }
                row["load_ms"] = round1(BenchClock.median(times))
                row["load_ms_min"] = round1(times.min() ?? 0)
                row["load_cpu_ms"] = round1(BenchClock.median(loads.compactMap { $0["cpu_ms"] as? Double }))
                row["places"] = loads.first?["places"] ?? 0
                row["peak_rss_mib"] = loads.compactMap { $0["peak_rss_mib"] as? Double }.max() ?? 0
            }
            if !noGdal {
                let command = format.gdalCommand(file: file.path)
                let peer = try (0..<runs).map { _ in try LoadChild.measure(["load", "--child-tool", "--"] + command) }
                let times = peer.compactMap { $0["ms"] as? Double }
                if let error = peer.compactMap({ $0["error"] as? String }).first { row["gdal_error"] = error }
                row["gdal_ms"] = round1(BenchClock.median(times))
                let cpu = peer.compactMap { $0["cpu_ms"] as? Double }
                row["gdal_cpu_ms"] = round1(BenchClock.median(cpu))
                if let ours = row["load_cpu_ms"] as? Double, ours > 0 { row["gdal_cpu_over_pinmap"] = round1(BenchClock.median(cpu) / ours) }
                row["gdal_peak_rss_mib"] = peer.compactMap { $0["peak_rss_mib"] as? Double }.max() ?? 0
                row["gdal_command"] = command.joined(separator: " ")
                if let ours = row["load_ms"] as? Double, ours > 0 { row["gdal_over_pinmap"] = round1(BenchClock.median(times) / ours) }
            }
            results[format.rawValue] = row
        }
        let json = try JSONSerialization.data(withJSONObject: ["places": places, "runs": runs, "formats": results],
                                              options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    private func round1(_ x: Double) -> Double { (x * 10).rounded() / 10 }
}

import Foundation
import MapCore
import Testing
@testable import MapData

/// GDAL (`ogrinfo`, Debian's gdal-bin, installed by tools/deps.sh --test) reads every file Pinmap writes and counts
/// its features. Without ogrinfo the suite says so by name; in CI (CI=true) it fails instead.
@Suite(.enabled(if: GDAL.ogrinfo != nil || GDAL.inCI, "ogrinfo (gdal-bin) is not installed: run tools/deps.sh --test"))
struct GDALReadsExportTests {
    @Test(arguments: ExportFormat.allCases)
    func ogrinfoReadsTheExportAndCountsEveryFeature(_ format: ExportFormat) throws {
        let ogrinfo = try #require(GDAL.ogrinfo, "ogrinfo (gdal-bin) is missing in CI")
        let dir = try TemporaryDirectory()
        let places = ExportPropertyTests.places(seed: 7).map { p in
            // GDAL's KML and GPX drivers name fields by key; keep the hostile text in values and names.
            var p = p; p.details.extra = p.details.extra.enumerated().map { PlaceProperty(key: "key\($0.offset)", value: $0.element.value) }; return p
        }
        let export = PlaceExport(places: places, shapes: [ExportSamples.trail, ExportSamples.park])
        let file = dir.url.appendingPathComponent("export.\(format.rawValue)")
        let (bytes, summary) = try ExportReadBack.write(export, as: format)
        try Data(bytes).write(to: file)
        let (status, output) = try GDAL.run(ogrinfo, ["-al", "-so", file.path])
        #expect(status == 0, "ogrinfo: \(output.prefix(2000))")
        // `Feature Count: N` per layer (GPX: waypoints, tracks, track points…; KML: a layer per folder).
        let counts = output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("Feature Count: ") else { return nil }
            return Int(line.dropFirst("Feature Count: ".count))
        }
        switch format {
        case .gpx:
            let layers = GDAL.layerCounts(output)
            #expect(layers["waypoints"] == summary.places)
            #expect(layers["tracks"] == summary.lines)
        default:
            #expect(counts.reduce(0, +) == summary.places + summary.lines + summary.areas, "\(output.prefix(2000))")
        }
    }
}

enum GDAL {
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    static let ogrinfo: URL? = ["/usr/bin/ogrinfo", "/usr/local/bin/ogrinfo"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static func run(_ tool: URL, _ arguments: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = tool
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `Layer name: X` followed by `Feature Count: N`, per layer.
    static func layerCounts(_ output: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var layer: String?
        for line in output.split(separator: "\n") {
            if line.hasPrefix("Layer name: ") { layer = String(line.dropFirst("Layer name: ".count)) }
            if line.hasPrefix("Feature Count: "), let layer { counts[layer] = Int(line.dropFirst("Feature Count: ".count)) }
        }
        return counts
    }
}

import Foundation
import Testing

/// `pinmap --export`, run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct ExportCLITests {
    @Test(arguments: ["geojson", "kml", "gpx", "csv"])
    func exportWritesTheFileAndSaysWhatItWrote(_ ext: String) throws {
        let dir = try TestData.folder("export-\(ext)"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.\(ext)")
        let r = try PinmapBinary.run(["--export", out.path, "--data", try TestData.writePlaces(in: dir)])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == "5 places to \(out.path)\n")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("Test Café"))
        // Nothing left beside it: the temp file became the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["out.\(ext)", "places.geojson"])
    }

    @Test func categoriesFilterAndSeveralDataFilesAreMerged() throws {
        let dir = try TestData.folder("export-merge"); defer { try? FileManager.default.removeItem(at: dir) }
        let first = try TestData.writePlaces(in: dir)
        let second = dir.appendingPathComponent("second.geojson")
        try FileManager.default.copyItem(atPath: first, toPath: second.path)
        let out = dir.appendingPathComponent("cafes.csv")
        let r = try PinmapBinary.run(["--export", out.path, "--data", first, "--data", second.path, "--category", "cafe"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == "4 places to \(out.path)\n")
        let rows = try String(contentsOf: out, encoding: .utf8).split(separator: "\r\n")
        #expect(rows.count == 5)
        #expect(rows.dropFirst().allSatisfy { $0.contains(",cafe,") })
        // The same ids in the second file get its name in front, so a GeoJSON export keeps all of them.
        let json = dir.appendingPathComponent("all.geojson")
        #expect(try PinmapBinary.run(["--export", json.path, "--data", first, "--data", second.path]).status == 0)
        let check = try PinmapBinary.run(["--check-data", json.path])
        #expect(check.stdout.contains("10 places loaded, 0 skipped"), "\(check.stdout)")
    }

    @Test func withoutDataTheBundledPlacesAreExported() throws {
        let dir = try TestData.folder("export-bundled"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("bundled.gpx")
        let r = try PinmapBinary.run(["--export", out.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.hasSuffix(" places to \(out.path)\n"))
        #expect((Int(r.stdout.prefix { $0 != " " }) ?? 0) > 100)
    }

    @Test func anUnknownExtensionOrCategoryExitsTwoAndWritesNothing() throws {
        let dir = try TestData.folder("export-bad"); defer { try? FileManager.default.removeItem(at: dir) }
        let data = try TestData.writePlaces(in: dir)
        let kmz = try PinmapBinary.run(["--export", dir.appendingPathComponent("out.kmz").path, "--data", data])
        #expect(kmz.status == 2)
        #expect(kmz.stderr.contains(".geojson, .kml, .gpx or .csv"))
        let unknown = try PinmapBinary.run(["--export", dir.appendingPathComponent("out.csv").path, "--data", data, "--category", "zoo"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("\"zoo\"") && unknown.stderr.contains("cafe"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["places.geojson"])
    }

    @Test func aSymlinkAtTheOutputIsRefusedAndLeftAlone() throws {
        let dir = try TestData.folder("export-link"); defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target.txt")
        try Data("keep".utf8).write(to: target)
        let link = dir.appendingPathComponent("out.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let r = try PinmapBinary.run(["--export", link.path, "--data", try TestData.writePlaces(in: dir)])
        #expect(r.status == 2)
        #expect(r.stderr.contains("a symbolic link"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
    }

    @Test func anExistingFileIsReplacedWhole() throws {
        let dir = try TestData.folder("export-replace"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.geojson")
        try Data(String(repeating: "old ", count: 100_000).utf8).write(to: out)
        let r = try PinmapBinary.run(["--export", out.path, "--data", try TestData.writePlaces(in: dir)])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("{\"type\":\"FeatureCollection\""))
        #expect(!(try String(contentsOf: out, encoding: .utf8).contains("old ")))
    }

    @Test func categoryOrSeveralDataFilesWithoutExportExitTwo() throws {
        #expect(try PinmapBinary.run(["--render", "/tmp/never.png", "--size", "10x10", "--category", "cafe"]).status == 2)
        let r = try PinmapBinary.run(["--render", "/tmp/never.png", "--size", "10x10", "--data", "a", "--data", "b"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("only --export takes more than one --data"))
    }
}

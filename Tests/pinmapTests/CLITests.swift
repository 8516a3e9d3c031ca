import Foundation
import Testing

/// The command-line modes, run as the real binary (no display needed).
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLITests {
    @Test func checkDataOnAGoodFileCountsPerCategoryAndExitsZero() throws {
        let dir = try TestData.folder("check"); defer { try? FileManager.default.removeItem(at: dir) }
        let r = try PinmapBinary.run(["--check-data", try TestData.writePlaces(in: dir)])
        #expect(r.status == 0)
        #expect(r.stdout.contains("cafe: 2"))
        #expect(r.stdout.contains("pharmacy: 1"))
    }

    @Test func checkDataOnAFileWithoutPlacesExitsTwo() throws {
        let dir = try TestData.folder("check-empty"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("empty.geojson")
        try Data(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null, "properties": {}}]}"#.utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 2)
        #expect(!r.stdout.isEmpty || !r.stderr.isEmpty)
    }

    @Test func checkDataOnGarbageExitsTwoWithOneClearLine() throws {
        let dir = try TestData.folder("check-bad"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.geojson")
        try Data("this is not json".utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.geojson"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func renderWritesAPNGOfTheRequestedSize() throws {
        let dir = try TestData.folder("render"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png")
        let r = try PinmapBinary.run(["--render", out.path, "--size", "321x207", "--style", "offline",
                                      "--center", "60.17,24.94", "--zoom", "15", "--data", try TestData.writePlaces(in: dir)],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let png = try Data(contentsOf: out)
        // PNG signature, then IHDR width and height (big-endian) at bytes 16…23.
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 321)
        #expect(height == 207)
        try? FileManager.default.createDirectory(at: E2EPaths.screenshots, withIntermediateDirectories: true)
        try? png.write(to: E2EPaths.screenshots.appendingPathComponent("cli-render.png"))
    }

    @Test func renderWithoutSizeOrWithABadSizeExitsTwo() throws {
        #expect(try PinmapBinary.run(["--render", "/tmp/never.png"]).status == 2)
        let r = try PinmapBinary.run(["--render", "/tmp/never.png", "--size", "0x-5"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--size"))
    }

    @Test(arguments: ["geo:", "geo:91,0", "geo:abc,def", "http://x", "geo:60.17,24.94?z=99"])
    func garbageGeoURIExitsTwoWithAMessage(_ uri: String) throws {
        let r = try PinmapBinary.run([uri])
        #expect(r.status == 2)
        #expect(r.stderr.contains("geo:"))
    }

    @Test func unreadableDataFileExitsTwoWithOneMessage() throws {
        let r = try PinmapBinary.run(["--data", "/nonexistent/places.geojson", "--render", "/tmp/never.png", "--size", "10x10"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("/nonexistent/places.geojson"))
        let window = try PinmapBinary.run(["--data", "/nonexistent/places.geojson"])
        #expect(window.status == 2)
        #expect(window.stderr.contains("/nonexistent/places.geojson"))
    }

    @Test func badCenterAndUnknownStyleExitTwo() throws {
        #expect(try PinmapBinary.run(["--center", "north", "--render", "/tmp/n.png", "--size", "5x5"]).status == 2)
        let r = try PinmapBinary.run(["--style", "no-such-style", "--render", "/tmp/n.png", "--size", "5x5"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no-such-style"))
    }
}

enum E2EPaths {
    /// Screenshots land in .build/e2e/ under the package root.
    static let screenshots = PinmapBinary.packageRoot.appendingPathComponent(".build/e2e", isDirectory: true)
}

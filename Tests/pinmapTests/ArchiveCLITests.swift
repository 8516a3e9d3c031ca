import Foundation
import Testing

/// `pinmap --tiles FILE` and the maps folder, run as the real binary on the archives MapArchiveTests' fixtures hold
/// (written by tools/archive-fixtures/make.py with the real tools; each raster tile one known colour).
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct ArchiveCLITests {
    static let fixtures = PinmapBinary.packageRoot.appendingPathComponent("Tests/MapArchiveTests/Fixtures")

    /// Renders 512×512 at zoom 1 over 0,0 (the four z1 tiles fill the quadrants) with a private config and data home.
    func render(_ extra: [String], in dir: URL) throws -> (PinmapBinary.Result, URL) {
        let out = dir.appendingPathComponent("map.png")
        let args = ["--render", out.path, "--size", "512x512", "--center", "0,0", "--zoom", "1", "--tile-timeout", "5",
                    "--data", try TestData.writePlaces(in: dir)] + extra
        let env = ["XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path,
                   "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path,
                   "XDG_DATA_HOME": dir.appendingPathComponent("data").path]
        return (try PinmapBinary.run(args, environment: env), out)
    }

    /// One pixel's sRGB colour, read by ImageMagick (as the window tests do).
    func pixel(_ png: URL, _ x: Int, _ y: Int) throws -> [Int] {
        guard let convert = XDisplay.which("convert") else { throw E2EError.tool("ImageMagick's convert is not installed") }
        let p = Process()
        p.executableURL = convert
        p.arguments = [png.path, "-format", "%[fx:int(255*p{\(x),\(y)}.r+0.5)],%[fx:int(255*p{\(x),\(y)}.g+0.5)],%[fx:int(255*p{\(x),\(y)}.b+0.5)]", "info:"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    func close(_ a: [Int], _ b: [Int]) -> Bool { a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 3 } }

    /// make.py's z1 colours: (110, 30 + 60x, 50 + 50y).
    func expectQuadrants(_ png: URL) throws {
        #expect(close(try pixel(png, 100, 100), [110, 30, 50]), "north-west 1/0/0")
        #expect(close(try pixel(png, 400, 100), [110, 90, 50]), "north-east 1/1/0")
        #expect(close(try pixel(png, 100, 400), [110, 30, 100]), "south-west 1/0/1")
        #expect(close(try pixel(png, 400, 400), [110, 90, 100]), "south-east 1/1/1")
    }

    @Test(arguments: ["raster.pmtiles", "raster-leaves.pmtiles", "raster.mbtiles"])
    func tilesRendersARasterArchive(file: String) throws {
        let dir = try TestData.folder("tiles-\(file)"); defer { try? FileManager.default.removeItem(at: dir) }
        let (r, png) = try render(["--tiles", Self.fixtures.appendingPathComponent(file).path], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        try expectQuadrants(png)
    }

    @Test func tilesWithAFileThatIsNoArchiveExitsTwoWithTheReason() throws {
        let dir = try TestData.folder("tiles-junk"); defer { try? FileManager.default.removeItem(at: dir) }
        let junk = dir.appendingPathComponent("junk.pmtiles")
        try Data("<html>404</html>".utf8).write(to: junk)
        let (r, png) = try render(["--tiles", junk.path], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "pinmap: --tiles: \(junk.path): not a map archive (neither PMTiles nor MBTiles by its first bytes)\n")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    @Test func tilesWithATruncatedPMTilesExitsTwoWithTheReason() throws {
        let dir = try TestData.folder("tiles-truncated"); defer { try? FileManager.default.removeItem(at: dir) }
        let cut = dir.appendingPathComponent("cut.pmtiles")
        let whole = try Data(contentsOf: Self.fixtures.appendingPathComponent("raster.pmtiles"))
        try whole.prefix(400).write(to: cut)
        let (r, _) = try render(["--tiles", cut.path], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("pinmap: --tiles: \(cut.path): "), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("past the end of the file (400 bytes; truncated?)"), "stderr: \(r.stderr)")
    }

    @Test func aBadArchiveInTheMapsFolderIsSkippedWithAMessageAndTheGoodOneShows() throws {
        let dir = try TestData.folder("maps-folder"); defer { try? FileManager.default.removeItem(at: dir) }
        let maps = dir.appendingPathComponent("data/pinmap/maps")
        try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("raster.mbtiles"),
                                         to: maps.appendingPathComponent("world.mbtiles"))
        let bad = maps.appendingPathComponent("broken.pmtiles")
        try Data("PMTiles".utf8).write(to: bad)
        let (r, png) = try render(["--style", "maps/world.mbtiles"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("pinmap: warning: \(bad.path): truncated: 7 bytes, a PMTiles header needs 127; file ignored"),
                "stderr: \(r.stderr)")
        try expectQuadrants(png)
    }

    /// The bundled data without data/offline.pmtiles: the offline map is drawn from the Natural Earth basemap, read
    /// only now that no archive can draw it (before, its tiles stayed placeholders).
    @Test func withoutItsArchiveTheOfflineMapIsDrawnFromTheNaturalEarthBasemap() throws {
        let dir = try TestData.folder("no-archive"); defer { try? FileManager.default.removeItem(at: dir) }
        let data = dir.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let bundled = PinmapBinary.packageRoot.appendingPathComponent("data")
        for name in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where name != "offline.pmtiles" {
            try FileManager.default.createSymbolicLink(at: data.appendingPathComponent(name),
                                                       withDestinationURL: bundled.appendingPathComponent(name))
        }
        let png = dir.appendingPathComponent("map.png")
        let env = ["PINMAP_DATA_DIR": data.path, "XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path,
                   "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path,
                   "XDG_DATA_HOME": dir.appendingPathComponent(".local").path]
        let r = try PinmapBinary.run(["--render", png.path, "--size", "800x600", "--style", "offline",
                                      "--center", "60.1699,24.9384", "--zoom", "5", "--tile-timeout", "10"], environment: env)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(close(try pixel(png, 280, 250), [189, 217, 236]), "the Gulf of Finland is the basemap's water")
        #expect(close(try pixel(png, 450, 150), [246, 240, 228]), "Finland is the basemap's land")
    }
}

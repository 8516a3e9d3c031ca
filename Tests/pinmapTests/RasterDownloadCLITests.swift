import Foundation
import Testing

/// `pinmap --download-area … --from STYLE_ID`: a `{z}/{x}/{y}` style whose styles.json entry allows downloads is
/// written into a raster PMTiles from a loopback tile server; the built-in OSM styles refuse with the tile policy.
@Suite(.serialized, .enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct RasterDownloadCLITests {
    /// A 1 × 1 PNG: the downloader keeps the server's bytes as they are.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    func environment(_ dir: URL) -> [String: String] {
        ["XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path, "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path,
         "XDG_DATA_HOME": dir.appendingPathComponent("data").path]
    }

    func writeStyles(_ json: String, in dir: URL) throws {
        let config = dir.appendingPathComponent(".config/pinmap")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: config.appendingPathComponent("styles.json"))
    }

    @Test func aStyleThatAllowsDownloadsIsWrittenIntoARasterPMTilesFromTheLoopbackServer() throws {
        let dir = try TestData.folder("raster-download"); defer { try? FileManager.default.removeItem(at: dir) }
        let tiles = dir.appendingPathComponent("tiles")
        try FileManager.default.createDirectory(at: tiles, withIntermediateDirectories: true)
        // Central Helsinki at z10–z11 is tiles (10, 582…583, 296) and (11, 1165…1166, 592…593); one is left out (404).
        let served = [(10, 582, 296), (10, 583, 296), (11, 1165, 592), (11, 1166, 592), (11, 1165, 593)]
        for (z, x, y) in served { try Self.png.write(to: tiles.appendingPathComponent("\(z)-\(x)-\(y).png")) }
        let server = try RemoteArchiveCLITests.Server(folder: tiles); defer { server.stop() }
        try writeStyles("""
        [{"id":"loop","name":"Loopback","urlTemplate":"http://127.0.0.1:\(server.port)/ok/{z}-{x}-{y}.png",
          "attribution":"© Test","allowDownload":true}]
        """, in: dir)
        let out = dir.appendingPathComponent("helsinki-raster.pmtiles")
        let r = try PinmapBinary.run(["--download-area", "24.90,60.15,24.98,60.19", "--zoom", "10-11", "--from", "loop",
                                      "--to", out.path], environment: environment(dir))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("Loopback: 6 tiles at zooms 10–11"), "\(r.stderr)")
        #expect(r.stderr.contains("wrote \(out.path): 5 tiles (1 not in the source)"), "\(r.stderr)")
        let bytes = try Data(contentsOf: out)
        #expect(bytes.prefix(7) == Data("PMTiles".utf8) && bytes[7] == 3)
        #expect(bytes[99] == 2, "tile type PNG")
        // The archive opens as a raster style and its tile reads back as served.
        let render = try PinmapBinary.run(["--render", dir.appendingPathComponent("r.png").path, "--size", "256x256",
                                           "--center", "60.17,24.94", "--zoom", "11", "--data", try TestData.writePlaces(in: dir),
                                           "--tiles", out.path], environment: environment(dir))
        #expect(render.status == 0, "stderr: \(render.stderr)")
    }

    @Test(arguments: ["streets", "outdoors"])
    func theBuiltInOSMStylesRefuseWithTheTilePolicy(style: String) throws {
        let dir = try TestData.folder("raster-refuse"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("osm.pmtiles")
        let r = try PinmapBinary.run(["--download-area", "24.90,60.15,24.98,60.19", "--zoom", "10-11", "--from", style,
                                      "--to", out.path], environment: environment(dir))
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("tile usage policy forbids bulk downloading"), "\(r.stderr)")
        #expect(r.stderr.contains("https://operations.osmfoundation.org/policies/tiles/"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aStyleWithoutAllowDownloadIsRefusedSayingWhatItNeeds() throws {
        let dir = try TestData.folder("raster-refuse"); defer { try? FileManager.default.removeItem(at: dir) }
        try writeStyles("""
        [{"id":"plain","name":"Plain","urlTemplate":"http://127.0.0.1:9/{z}/{x}/{y}.png","attribution":"© Test"}]
        """, in: dir)
        let r = try PinmapBinary.run(["--download-area", "24.90,60.15,24.98,60.19", "--zoom", "10-11", "--from", "plain",
                                      "--to", dir.appendingPathComponent("p.pmtiles").path], environment: environment(dir))
        #expect(r.status == 1 && r.stderr.contains("\"allowDownload\": true"), "stderr: \(r.stderr)")
    }
}

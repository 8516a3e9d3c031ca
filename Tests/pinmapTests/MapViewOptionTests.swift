import Foundation
import Testing

/// `--map-view cairo|shumate`, run as the real binary (no display needed for these).
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct MapViewOptionTests {
    @Test(arguments: [["--map-view", "vector"], ["--map-view=opengl"], ["--map-view"]])
    func aBadMapViewIsOneLineAndExitTwo(_ arguments: [String]) throws {
        let r = try PinmapBinary.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--map-view"))
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
    }

    @Test(arguments: ["cairo", "shumate"])
    func renderStaysCairoWhateverTheMapView(_ mapView: String) throws {
        let dir = try TestData.folder("render-\(mapView)"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png")
        let r = try PinmapBinary.run(["--map-view", mapView, "--render", out.path, "--size", "64x48", "--style", "offline",
                                      "--center", "60.17,24.94", "--zoom", "15", "--data", try TestData.writePlaces(in: dir)],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": dir.path, "DISPLAY": ""])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path), "--render draws headless with the Cairo renderer")
    }
}

import Foundation
import Testing

/// Issue 10: --render agrees with --check-data, numbers are plain decimals, and geo: and --zoom share one zoom limit. Run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLIConsistencyTests {
    @Test(arguments: [
        #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null, "properties": {}}]}"#,
        #"{"type": "FeatureCollection", "features": []}"#,
    ])
    func renderWithNoUsablePlacesExitsTwoLikeCheckData(_ json: String) throws {
        let dir = try TestData.folder("render-empty"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("empty.geojson")
        try Data(json.utf8).write(to: file)
        let out = dir.appendingPathComponent("map.png")
        let check = try PinmapBinary.run(["--check-data", file.path])
        let render = try CLIRun.render(to: out.path, in: dir, data: file.path)
        #expect(check.status == 2)
        #expect(render.status == 2, "stderr: \(render.stderr)")
        #expect(render.stderr.contains("not usable: no places"), "stderr: \(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: ["0x1p4,0x10", "1e1,2", "+60,24", "60.,24", "inf,0", "nan,nan", "60,24,3"])
    func centerThatIsNotPlainDecimalIsRejected(_ center: String) throws {
        let r = try PinmapBinary.run(["--center", center, "--render", "/tmp/never.png", "--size", "5x5"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--center"), "stderr: \(r.stderr)")
    }

    @Test(arguments: ["NaN", "nan", "inf", "-inf", "-1", "0x10", "1e3", ""])
    func tileTimeoutThatIsNotAFiniteNonNegativeDecimalIsRejected(_ seconds: String) throws {
        let r = try PinmapBinary.run(["--tile-timeout", seconds, "--render", "/tmp/never.png", "--size", "5x5"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--tile-timeout"), "stderr: \(r.stderr)")
    }

    @Test func geoURIZoom23IsRefusedLikeZoom23AndBothAccept22() throws {
        let dir = try TestData.folder("zoom-limit"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png").path
        #expect(try CLIRun.render(to: out, in: dir, extra: ["geo:60.17,24.94?z=23"]).status == 2)
        #expect(try CLIRun.render(to: out, in: dir, extra: ["--zoom", "23"]).status == 2)
        #expect(try CLIRun.render(to: out, in: dir, extra: ["geo:60.17,24.94?z=22"]).status == 0)
        #expect(try CLIRun.render(to: out, in: dir, extra: ["--zoom", "22"]).status == 0)
    }
}

import Foundation
import Testing

/// Issue 10: numbers starting with "-" are option values, not options. Run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLINegativeNumberTests {
    @Test func southernAndWesternCentersAreAccepted() throws {
        let dir = try TestData.folder("negative"); defer { try? FileManager.default.removeItem(at: dir) }
        for center in ["-33.92,18.42", "40.71,-74.01", "-22.91,-43.17"] {
            let r = try CLIRun.render(to: dir.appendingPathComponent("map.png").path, in: dir,
                                      extra: ["--center", center, "--zoom", "3"])
            #expect(r.status == 0, "\(center): \(r.stderr)")
            #expect(!r.stderr.contains("Missing value"))
        }
    }

    @Test func zoomMinusOneSaysOutOfRangeNotMissingValue() throws {
        let r = try PinmapBinary.run(["--zoom", "-1", "--render", "/tmp/never.png", "--size", "5x5"])
        #expect(r.status == 2)
        #expect(!r.stderr.contains("Missing value"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--zoom") && r.stderr.contains("0…22"), "stderr: \(r.stderr)")
    }
}

import Foundation
import Testing
@testable import pinmap

/// `--simulate-location FILE [--simulate-speed X]`: a bad file or speed is one warning naming the file and the
/// reason, and the window still opens (with GeoClue as its source).
struct LocationOptionsTests {
    static var walk: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/walk.gpx").standardized.path
    }

    @Test func theBundledWalkGivesASourceAndNoWarning() throws {
        let options = try LocationOptions.parse(["--simulate-location", Self.walk, "--simulate-speed", "20"])
        #expect(options.source().warning == nil)
    }

    @Test func aBadGPXIsAWarningWithFileAndReason() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bad-\(UUID().uuidString).gpx")
        try Data("<gpx><trk><trkseg><trkpt lat=\"60\" lon=\"24\"/></trkseg></trk></gpx>".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let warning = try #require(try LocationOptions.parse(["--simulate-location", bad.path]).source().warning)
        #expect(warning.contains(bad.path))
        #expect(warning.contains("has 1 track point; at least 2 are needed"))
        #expect(warning.contains("using GeoClue"))
    }

    @Test(arguments: ["0", "fast", "nan", "1e9"])
    func aBadSpeedIsAWarning(speed: String) throws {
        let options = try LocationOptions.parse(["--simulate-location", Self.walk, "--simulate-speed", speed])
        #expect(options.source().warning?.contains("--simulate-speed") == true)
    }
}

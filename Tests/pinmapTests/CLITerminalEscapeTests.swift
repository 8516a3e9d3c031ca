import Foundation
import Testing

/// Issue 10: data (ids, categories, geometry types, file names) never reaches the terminal raw. Run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLITerminalEscapeTests {
    @Test func checkDataEscapesControlAndBidiCharactersAndCannotForgeAReportLine() throws {
        let dir = try TestData.folder("check-escapes"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("hostile.geojson")
        // JSON escapes put ESC, BEL, C1 CSI, RLO and newlines into the id, category and geometry type.
        let json = #"""
        {"type": "FeatureCollection", "features": [
         {"type": "Feature", "id": "a\u001b[31mred\u202e", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
          "properties": {"name": "One", "category": "\u001b]0;pwned\u0007\u009b2J\nusable: 999 places"}},
         {"type": "Feature", "id": "b\nusable: 999 places", "geometry": {"type": "Poly\u001b[2Jgon\nusable: 999 places", "coordinates": []},
          "properties": {"name": "Two"}},
         {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
          "properties": {"id": "c\u2066\r\u007f", "name": "Three", "category": "cafe"}}
        ]}
        """#
        try Data(json.utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIRun.rawControls(in: r.stdout).isEmpty, "raw: \(CLIRun.rawControls(in: r.stdout))")
        #expect(CLIRun.rawControls(in: r.stderr).isEmpty)
        let lines = r.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("usable: 999") }, "stdout: \(r.stdout)")
        #expect(lines.last == "usable: 2 places")
        // The hostile category is a category of its own now, listed escaped.
        #expect(r.stdout.contains(#"\u{1B}]0;pwned\u{7}\u{9B}2J\nusable: 999 places: 1"#))
        #expect(r.stdout.contains(#"\nusable: 999 places"#))
    }

    @Test func aFileNameWithControlCharactersIsEscapedInTheOneErrorLine() throws {
        let dir = try TestData.folder("check-name"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad\u{1B}[31m\nusable: 999 places.geojson")
        try Data("not json \u{1B}]0;x\u{07}".utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 2)
        #expect(CLIRun.rawControls(in: r.stderr).isEmpty, "raw: \(CLIRun.rawControls(in: r.stderr))")
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
    }
}

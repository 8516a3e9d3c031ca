import Foundation
import Testing

/// Issue 25: Google My Maps KML (and the same as KMZ) and GPX waypoints through `--check-data` of the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct XMLPlaceFilesCLITests {
    static func check(_ name: String) throws -> PinmapBinary.Result {
        try PinmapBinary.run(["--check-data", PlaceFilesCLITests.placeFiles.appendingPathComponent(name).path])
    }

    @Test func myMapsKMLListsItsFoldersAsCategories() throws {
        let r = try Self.check("trip.kml")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("trip.kml: 3 features, 2 places and 1 line/area loaded, 0 skipped") == true, "\(r.stdout)")
        #expect(lines.contains("  Food: 2"), "\(r.stdout)")
        #expect(lines.last == "usable: 2 places, 1 lines/areas")
    }

    @Test func kmzWithDocKMLInAFolderReadsTheSame() throws {
        let r = try Self.check("trip.kmz")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.split(separator: "\n").last == "usable: 2 places, 1 lines/areas", "\(r.stdout)")
    }

    @Test func gpxWaypointsAreUsable() throws {
        let r = try Self.check("waypoints.gpx")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  bakery: 1"), "\(r.stdout)")
        #expect(lines.last == "usable: 3 places")
    }

    @Test func billionLaughsKMLIsRefusedInOneLine() throws {
        let dir = try TestData.folder("laughs"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("laughs.kml")
        try Data("<?xml version=\"1.0\"?>\n<!DOCTYPE kml [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n<kml>&b;</kml>\n".utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("refused: line 2: entity declarations are not allowed"), "\(r.stderr)")
    }
}

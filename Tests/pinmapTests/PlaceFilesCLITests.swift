import Foundation
import Testing

/// Issue 25: the files a new user tries, through `--check-data` and `--render` of the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct PlaceFilesCLITests {
    static let placeFiles = PinmapBinary.packageRoot.appendingPathComponent("Tests/MapDataTests/PlaceFiles")

    static func check(_ name: String, _ extra: [String] = []) throws -> PinmapBinary.Result {
        try PinmapBinary.run(["--check-data", placeFiles.appendingPathComponent(name).path] + extra)
    }

    @Test func takeoutSavedPlaces() throws {
        let r = try Self.check("Saved Places.json")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("Saved Places.json: 4 features, 3 places loaded, 1 skipped") == true, "\(r.stdout)")
        #expect(lines.contains("  other: 3"))
        #expect(lines.contains { $0.hasPrefix("  feature 3: no location (No location information is available for this saved place); skipped") })
        #expect(lines.last == "usable: 3 places")
    }

    @Test func takeoutLabelledPlaces() throws {
        let r = try Self.check("Labelled places.json")
        #expect(r.status == 0 && r.stdout.split(separator: "\n").last == "usable: 2 places", "\(r.stdout)\(r.stderr)")
    }

    @Test func geoJSONWithOwnCategoriesALineAndAPolygon() throws {
        let r = try Self.check("own-categories.geojson")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("own-categories.geojson: 5 features, 3 places and 2 lines/areas loaded, 0 skipped") == true, "\(r.stdout)")
        #expect(lines.contains("  bakery: 2") && lines.contains("  brewery: 1"))
        #expect(lines.last == "usable: 3 places, 2 lines/areas")
    }

    @Test func csvWithNameLatitudeLongitudeType() throws {
        let r = try Self.check("places.csv")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  sauna: 2") && lines.contains("  cafe: 1") && lines.contains("  market: 1"), "\(r.stdout)")
        #expect(lines.last == "usable: 4 places")
    }

    @Test func categoryFieldOption() throws {
        let dir = try TestData.folder("category-field"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("gigs.txt")
        try Data("name;lat;lon;genre\nTavastia;60,1694;24,9266;rock\nSavoy;60,1676;24,9452;jazz\n".utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path, "--category-field", "genre"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("  jazz: 1") && r.stdout.contains("  rock: 1"), "\(r.stdout)")
    }

    @Test func csvWithoutCoordinateColumnsSaysWhichColumnsItSaw() throws {
        let dir = try TestData.folder("csv-nocoords"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("addresses.csv")
        try Data("name,street,city\nA,Mannerheimintie 1,Helsinki\n".utf8).write(to: file)
        let r = try PinmapBinary.run(["--check-data", file.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains(#"no coordinate columns among "name", "street", "city""#), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func renderDrawsPlacesOfTheDataCategories() throws {
        let dir = try TestData.folder("render-own"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png")
        let r = try CLIRun.render(to: out.path, in: dir, data: Self.placeFiles.appendingPathComponent("places.csv").path)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }
}

import Foundation
import Testing

/// `pinmap --search`, run as the real binary on the small test file.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct SearchCLITests {
    func search(_ arguments: [String], geoJSON: String = TestData.geoJSON) throws -> PinmapBinary.Result {
        let dir = try TestData.folder("search"); defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("places.geojson")
        try Data(geoJSON.utf8).write(to: file)
        return try PinmapBinary.run(["--data", file.path] + arguments)
    }

    @Test func aMisspeltNamePrintsTheMatchAndExitsZero() throws {
        let r = try search(["--search", "pharmcy", "--near", "60.17,24.94"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "Test Pharmacy\tpharmacy\t60.1715\t24.9445")
    }

    @Test func aCategoryListsItsPlacesNearestFirst() throws {
        let r = try search(["--search", "Cafés", "--near", "60.1683,24.945"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["Twin One", "Test Café"])
    }

    @Test func limitCutsTheList() throws {
        let r = try search(["--search", "test", "--limit", "1", "--near", "60.1688,24.9355"])
        #expect(r.status == 0)
        #expect(r.stdout == "Test Museum\tmuseum\t60.1688\t24.9355\n")
    }

    @Test func nothingMatchedExitsOne() throws {
        let r = try search(["--search", "zzzzqqq"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(try search(["--search", "!!!"]).status == 1)
    }

    @Test func coordinatesPrintALocation() throws {
        let r = try search(["--search", "60°10′12″N 24°56′24″E"])
        #expect(r.status == 0)
        #expect(r.stdout == "Location\tlocation\t60.17\t24.94\n")
    }

    @Test(arguments: [["--search", ""], ["--search", "cafe", "--limit", "0"], ["--search", "cafe", "--near", "north"],
                      ["--search", "cafe", "--near", "91,0"]])
    func badInputExitsTwoWithAMessage(_ arguments: [String]) throws {
        let r = try search(arguments)
        #expect(r.status == 2)
        #expect(!r.stderr.isEmpty)
    }

    @Test func controlCharactersInNamesCannotForgeColumnsOrLines() throws {
        let geoJSON = """
        {"type": "FeatureCollection", "features": [
         {"type": "Feature", "id": "n/1", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
          "properties": {"name": "Evil\\tshop\\nFake\\tcafe\\t1\\t2 \\\\ end", "category": "cafe"}}]}
        """
        let r = try search(["--search", "evil"], geoJSON: geoJSON)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == "Evil\\tshop\\nFake\\tcafe\\t1\\t2 \\\\ end\tcafe\t60.17\t24.94\n")
    }
}

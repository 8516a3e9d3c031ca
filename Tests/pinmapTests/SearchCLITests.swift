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

    /// The lines that came from the loaded places (the world gazetteer may add its own).
    func placeLines(_ r: PinmapBinary.Result) -> [Substring] {
        r.stdout.split(separator: "\n").filter { $0.hasSuffix("\tplace") || $0.hasSuffix("\tfavourite") }
    }

    @Test func aMisspeltNamePrintsTheMatchAndExitsZero() throws {
        let r = try search(["--search", "pharmcy", "--near", "60.17,24.94"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(placeLines(r).first == "Test Pharmacy\tpharmacy\t60.1715\t24.9445\tplace")
    }

    /// No geocoder: an address gets the loaded places' answer and one line saying addresses elsewhere need one.
    @Test func anAddressWithoutAGeocoderSaysAddressesNeedOnlineSearch() throws {
        let r = try search(["--search", "Baker Street 221", "--near", "60.17,24.94"])
        #expect(r.stderr.split(separator: "\n").filter { $0.contains("addresses beyond your places need online search") }.count == 1,
                "stderr: \(r.stderr)")
        let town = try search(["--search", "Tampere", "--near", "60.17,24.94"])
        #expect(!town.stderr.contains("addresses beyond"), "stderr: \(town.stderr)")
    }

    @Test func aCategoryListsItsPlacesNearestFirst() throws {
        let r = try search(["--search", "Cafés", "--near", "60.1683,24.945"])
        #expect(r.status == 0)
        #expect(placeLines(r).map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["Twin One", "Test Café"])
    }

    @Test func limitCutsTheList() throws {
        let r = try search(["--search", "test museum", "--limit", "1", "--near", "60.1688,24.9355"])
        #expect(r.status == 0)
        #expect(r.stdout == "Test Museum\tmuseum\t60.1688\t24.9355\tplace\n")
    }

    @Test func worldPlacesComeFromTheGazetteerAndSaySo() throws {
        let r = try search(["--search", "Tampere", "--near", "60.17,24.94"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.split(separator: "\n").first == "Tampere\tcity\t61.49911\t23.78712\tworld")
        let helsingfors = try search(["--search", "Helsingfors"])
        #expect(helsingfors.stdout.split(separator: "\n").first == "Helsinki\tcapital\t60.16952\t24.93545\tworld")
    }

    @Test func aWebsiteAddressIsNotSearched() throws {
        let geoJSON = """
        {"type": "FeatureCollection", "features": [
         {"type": "Feature", "id": "n/1", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
          "properties": {"name": "OPI Nail Bar", "category": "shop", "website": "https://opi-tampere.example/"}}]}
        """
        let r = try search(["--search", "tampere"], geoJSON: geoJSON)
        #expect(!r.stdout.contains("OPI Nail Bar"))
        #expect(r.stdout.split(separator: "\n").first?.hasPrefix("Tampere\t") == true)
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
        #expect(r.stdout == "Location\tlocation\t60.17\t24.94\tlocation\n")
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
        #expect(placeLines(r) == ["Evil\\tshop\\nFake\\tcafe\\t1\\t2 \\\\ end\tcafe\t60.17\t24.94\tplace"])
    }
}

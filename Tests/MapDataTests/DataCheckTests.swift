import Foundation
import Testing
@testable import MapData

@Suite("DataCheck")
struct DataCheckTests {
    let check = DataCheck(categories: Fixture.categories)

    @Test func listsCountsAndEveryProblem() throws {
        let dir = try TemporaryDirectory()
        var features = (0..<30).map { Fixture.feature(id: "n/\($0)", geometry: "null") }
        features.append(Fixture.feature(id: "a", properties: #""name":"A","category":"cafe""#))
        features.append(Fixture.feature(id: "b", properties: #""name":"B","category":"cafe""#))
        features.append(Fixture.feature(id: "c", properties: #""name":"C","category":"pharmacy""#))
        features.append(Fixture.feature(id: "d", properties: #""name":"D","category":"fuel""#))
        let url = try dir.file("p.geojson", #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}")
        let report = try check.run(fileAt: url)
        #expect(report.isUsable && report.exitStatus == 0)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  cafe: 2"))
        #expect(lines.contains("  pharmacy: 1"))
        // A value the catalogue lacks is a category of its own, not a problem.
        #expect(lines.contains("  fuel: 1"))
        #expect(report.categories.map(\.id) == ["pharmacy", "cafe", "fuel"])
        #expect(lines.filter { $0.contains("geometry is null; skipped") }.count == 30)
        #expect(lines.last == "usable: 4 places")
    }

    @Test func emptyCollectionIsNotUsable() throws {
        let dir = try TemporaryDirectory()
        let url = try dir.file("e.geojson", Fixture.collection())
        let report = try check.run(fileAt: url)
        #expect(!report.isUsable && report.exitStatus == 1)
        #expect(report.text.contains("no places"))
    }

    @Test func unreadableFileThrows() throws {
        let dir = try TemporaryDirectory()
        let missing = dir.url.appendingPathComponent("x.geojson")
        #expect(throws: PlaceFileError.fileNotFound(path: missing.path)) { try check.run(fileAt: missing) }
        let notJSON = try dir.file("n.geojson", "hello")
        do {
            _ = try check.run(fileAt: notJSON)
            Issue.record("read text as GeoJSON")
        } catch {
            #expect(error.description.contains("not valid JSON at line 1"))
        }
    }
}

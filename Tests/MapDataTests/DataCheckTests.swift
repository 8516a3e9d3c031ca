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
        #expect(lines.contains("  other: 1"))
        #expect(lines.filter { $0.contains("geometry is null; skipped") }.count == 30)
        #expect(lines.contains("  feature 33 (d): unknown category \"fuel\"; kept under \"other\""))
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
        #expect(throws: GeoJSONLoadError.self) { try check.run(fileAt: dir.url.appendingPathComponent("x.geojson")) }
        let notJSON = try dir.file("n.geojson", "hello")
        #expect(throws: GeoJSONLoadError.self) { try check.run(fileAt: notJSON) }
    }
}

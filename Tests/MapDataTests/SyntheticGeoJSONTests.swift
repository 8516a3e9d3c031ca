import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("SyntheticGeoJSON")
struct SyntheticGeoJSONTests {
    @Test func sameSeedSameBytesAndFileMatchesData() throws {
        let a = SyntheticGeoJSON.data(featureCount: 500, seed: 3)
        #expect(a == SyntheticGeoJSON.data(featureCount: 500, seed: 3))
        #expect(a != SyntheticGeoJSON.data(featureCount: 500, seed: 4))
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("s.geojson")
        try SyntheticGeoJSON.write(featureCount: 500, seed: 3, to: url)
        #expect(try Data(contentsOf: url) == a)
    }

    @Test func loadsWithoutProblemsWhenCategoriesAreKnown() throws {
        let cats = SyntheticGeoJSON.categories.map {
            PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0))
        }
        let loaded = try GeoJSONLoader(categories: cats).load(data: SyntheticGeoJSON.data(featureCount: 2000), source: "s")
        #expect(loaded.places.count == 2000)
        #expect(loaded.report.problems.isEmpty)
        #expect(loaded.places.allSatisfy { abs($0.coordinate.latitude) <= 80 })
        #expect(loaded.report.countsByCategory.count == SyntheticGeoJSON.categories.count)
    }

    @Test func zeroFeaturesIsAnEmptyCollection() throws {
        let loaded = try Fixture.loader.load(data: SyntheticGeoJSON.data(featureCount: 0), source: "s")
        #expect(loaded.places.isEmpty && loaded.report.featureCount == 0)
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("GeoJSONMapService")
struct GeoJSONMapServiceTests {
    static func place(_ id: String, _ lat: Double, _ lon: Double) -> Place {
        Place(id: id, categoryID: "cafe", title: id, coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
    }

    static let catalog = try! Catalog(
        styles: [MapStyle(id: "s", name: "S", urlTemplate: "https://t/{z}/{x}/{y}.png", attribution: "a")],
        categories: Fixture.categories)
    static let service = GeoJSONMapService(catalog: catalog, places: [
        place("helsinki", 60.17, 24.94), place("fiji", -17.7, 178.0), place("samoa", -13.8, -172.0), place("null", 0, 0),
    ])

    @Test func nilBoundsGiveEverything() async throws {
        #expect(try await Self.service.places(in: nil).map(\.id) == ["helsinki", "fiji", "samoa", "null"])
    }

    @Test func boundsFilter() async throws {
        let europe = GeoBounds(west: -10, south: 35, east: 40, north: 71)
        #expect(try await Self.service.places(in: europe).map(\.id) == ["helsinki"])
        #expect(try await Self.service.places(in: GeoBounds(west: 1, south: 1, east: 2, north: 2)).isEmpty)
    }

    @Test func boundsAcrossTheAntimeridian() async throws {
        let pacific = GeoBounds(west: 170, south: -30, east: -160, north: 0)
        #expect(try await Self.service.places(in: pacific).map(\.id) == ["fiji", "samoa"])
    }

    @Test func stylesAndCategoriesComeFromTheCatalog() {
        #expect(Self.service.defaultStyle.id == "s")
        #expect(Self.service.styles.count == 1)
        #expect(Self.service.categories.map(\.id) == ["pharmacy", "cafe", "restaurant", "other"])
    }

    @Test func loadsTheBundledData() async throws {
        let service = try GeoJSONMapService.load(from: DataLocator(dataDirectory: Fixture.dataDirectory))
        #expect(service.allPlaces.count > 800)
        #expect(service.report?.problems.isEmpty == true)
        let centre = GeoBounds(west: 24.93, south: 60.16, east: 24.95, north: 60.175)
        let inCentre = try await service.places(in: centre)
        #expect(!inCentre.isEmpty && inCentre.count < service.allPlaces.count)
        #expect(inCentre.allSatisfy { centre.contains($0.coordinate) })
    }

    @Test func missingPlacesFileIsATypedError() throws {
        let dir = try TemporaryDirectory()
        let catalogText = try String(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"), encoding: .utf8)
        _ = try dir.file("catalog.json", catalogText)
        let missing = dir.url.appendingPathComponent("helsinki.geojson").standardizedFileURL.path
        #expect(throws: MapDataError.places(.fileNotFound(path: missing))) {
            try GeoJSONMapService.load(from: DataLocator(dataDirectory: dir.url))
        }
    }

    @Test func missingCatalogIsATypedError() throws {
        let dir = try TemporaryDirectory()
        #expect(throws: MapDataError.self) { try GeoJSONMapService.load(from: DataLocator(dataDirectory: dir.url)) }
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("PlaceFileFormat and PlaceFileLoader")
struct PlaceFileLoaderTests {
    static func sniff(_ text: String, _ name: String = "f") throws -> PlaceFileFormat {
        try PlaceFileFormat.sniff(Array(text.utf8), name: name)
    }

    @Test func contentDecidesNotTheExtension() throws {
        #expect(try Self.sniff("  {\"type\":\"FeatureCollection\"}", "notes.txt") == .geojson)
        #expect(try Self.sniff("\u{FEFF}[", "a.csv") == .geojson)
        #expect(try Self.sniff("<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">", "saved.xml") == .kml)
        #expect(try Self.sniff("<?xml version=\"1.0\"?><gpx version=\"1.1\">", "track.xml") == .gpx)
        #expect(try Self.sniff("<kml:kml xmlns:kml=\"http://www.opengis.net/kml/2.2\">", "x") == .kml)
        #expect(try PlaceFileFormat.sniff([0x50, 0x4B, 0x03, 0x04, 0, 0], name: "x.zip") == .kmz)
        #expect(try Self.sniff("name,lat,lon\n", "places.txt") == .csv)
        #expect(try Self.sniff("name\tlat\tlon\n", "places.json") == .geojson)
    }

    @Test func extensionBreaksTies() throws {
        #expect(try Self.sniff("", "empty.gpx") == .gpx)
        #expect(try Self.sniff("", "empty") == .csv)
        #expect(try Self.sniff("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "odd.kml") == .kml)
    }

    @Test func otherXMLAndBinaryAreRefusedWithWhatTheyLookLike() {
        #expect(throws: PlaceFileError.unrecognisedFormat(path: "a.xml", detail: "XML whose root element is <svg>, not <kml> or <gpx>")) {
            try Self.sniff("<?xml version=\"1.0\"?><svg/>", "a.xml")
        }
        #expect(throws: PlaceFileError.unrecognisedFormat(path: "b.bin", detail: "binary data, not text")) {
            try PlaceFileFormat.sniff([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], name: "b.bin")
        }
    }

    @Test func extensionsAndMimeTypes() {
        #expect(PlaceFileFormat.fromExtension(of: "/tmp/A.GeoJSON") == .geojson)
        #expect(PlaceFileFormat.fromExtension(of: "x.tsv") == .csv)
        #expect(PlaceFileFormat.fromExtension(of: "dir.kml/file") == nil)
        #expect(PlaceFileFormat.gpx.mimeTypes == ["application/gpx+xml"])
        #expect(PlaceFileFormat.kml.fileExtensions.first == "kml")
    }

    /// Flip when the xmlformats branch's readers are merged: KML, KMZ and GPX then load.
    @Test func xmlFormatsAreNotReadByThisBuildYet() {
        #expect(throws: PlaceFileError.unrecognisedFormat(path: "t.kml", detail: "KML is not read by this build")) {
            try Fixture.loadAny("<kml><Document/></kml>", name: "t.kml")
        }
    }

    @Test func fileErrors() throws {
        let dir = try TemporaryDirectory()
        let missing = dir.url.appendingPathComponent("none.csv")
        #expect(throws: PlaceFileError.fileNotFound(path: missing.path)) { try PlaceFileLoader.load(contentsOf: missing) }
        #expect(throws: PlaceFileError.unreadable(path: dir.url.path, reason: "it is a directory")) {
            try PlaceFileLoader.load(contentsOf: dir.url)
        }
        let big = try dir.file("big.csv", "")
        #expect(truncate(big.path, off_t(PlaceFileLoader.maxFileBytes) + 1) == 0)
        do {
            _ = try PlaceFileLoader.load(contentsOf: big)
            Issue.record("read a file over the limit")
        } catch {
            guard case .tooLarge(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == big.path)
        }
    }

    @Test func bundledPlacesLoadAsBeforeWithTheCatalogueCategories() throws {
        let service = try GeoJSONMapService.load(from: DataLocator(dataDirectory: Fixture.dataDirectory))
        let catalog = service.catalog
        #expect(service.categories == catalog.categories)
        let old = try GeoJSONLoader(categories: catalog.categories)
            .load(contentsOf: Fixture.dataDirectory.appendingPathComponent(catalog.placesFile ?? ""))
        #expect(service.allPlaces == old.places)
        #expect(service.allShapes.isEmpty && service.report?.problems.isEmpty == true)
    }

    @Test func serviceMergesTheDataCategoriesAndQueriesShapes() async throws {
        let dir = try TemporaryDirectory()
        let catalogText = try String(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"), encoding: .utf8)
        _ = try dir.file("catalog.json", catalogText)
        let service = try GeoJSONMapService.load(from: DataLocator(dataDirectory: dir.url),
                                                 placesURL: Fixture.placeFiles.appendingPathComponent("own-categories.geojson"))
        #expect(service.categories.map(\.id) == ["bakery", "brewery", "park", "walk", "other"])
        #expect(try await service.shapes(in: nil).count == 2)
        let harbour = GeoBounds(west: 24.955, south: 60.15, east: 24.97, north: 60.16)
        #expect(try await service.shapes(in: harbour).map(\.title) == ["Harbour walk"])
        let wrapping = GeoBounds(west: 170, south: 60, east: 25, north: 61)
        #expect(try await service.shapes(in: wrapping).count == 2)
    }
}

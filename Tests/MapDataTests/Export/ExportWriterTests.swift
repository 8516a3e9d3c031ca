import Foundation
import MapCore
import Testing
@testable import MapData

/// What each writer puts in its file, read back by an independent parser.
@Suite struct ExportWriterTests {
    @Test func geoJSONKeepsPointsLinesAndAreasWithNameCategoryAndEveryPropertyInOrder() throws {
        let (bytes, summary) = try ExportReadBack.write(ExportSamples.export, as: .geojson)
        #expect(summary.places == 2 && summary.lines == 1 && summary.areas == 1)
        let features = try ExportReadBack.geoJSON(bytes)
        #expect(features.prefix(2) == [ExportedFeature.expected(ExportSamples.cafe), .expected(ExportSamples.south)])
        #expect(features[0].properties.map(\.key) == ["address", "opening_hours", "wheelchair", "note"])
        let root = try JSONParser.parse(Data(bytes)).objectValue!["features"]!.arrayValue!
        let geometry = { (i: Int) in root[i].objectValue!["geometry"]!.objectValue! }
        #expect(geometry(2)["type"]?.stringValue == "LineString")
        #expect(geometry(3)["type"]?.stringValue == "Polygon")
        // Outer ring then one hole.
        #expect(geometry(3)["coordinates"]?.arrayValue?.count == 2)
        #expect(root[0].objectValue!["id"]?.stringValue == "node/1")
    }

    @Test func geoJSONExportLoadsBackAsTheSamePlaces() throws {
        let categories = ["cafe", "pharmacy"].map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }
        let places = [ExportSamples.cafe, ExportSamples.south]
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: places), as: .geojson)
        let loaded = try GeoJSONLoader(categories: categories).load(data: Data(bytes), source: "export.geojson")
        #expect(loaded.places == places)
        #expect(loaded.report.problems.isEmpty)
    }

    @Test func multiPartLinesAndSeveralPolygonsUseTheMultiTypes() throws {
        let a = ExportSamples.coordinate(1, 1), b = ExportSamples.coordinate(2, 2), c = ExportSamples.coordinate(1, 2)
        let lines = PlaceShape(id: "l", categoryID: "x", title: "two parts", geometry: .lines([[a, b], [b, c]]))
        let areas = PlaceShape(id: "p", categoryID: "x", title: "two areas", geometry: .areas([[[a, b, c, a]], [[a, c, b, a]]]))
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: [], shapes: [lines, areas]), as: .geojson)
        let root = try JSONParser.parse(Data(bytes)).objectValue!["features"]!.arrayValue!
        #expect(root.map { $0.objectValue!["geometry"]!.objectValue!["type"]!.stringValue! } == ["MultiLineString", "MultiPolygon"])
        let (kml, _) = try ExportReadBack.write(PlaceExport(places: [], shapes: [lines, areas]), as: .kml)
        let placemarks = try ExportReadBack.xml(kml).descendants("Placemark")
        #expect(placemarks.map { $0.child("MultiGeometry")?.children.count } == [2, 2])
    }

    @Test func kmlHasAFolderPerCategoryAndExtendedDataForProperties() throws {
        let (bytes, summary) = try ExportReadBack.write(ExportSamples.export, as: .kml)
        #expect(summary.places == 2 && summary.lines == 1 && summary.areas == 1)
        let root = try ExportReadBack.xml(bytes)
        #expect(root.descendants("Folder").map { $0.child("name")?.text } == ["cafe", "pharmacy", "park"])
        let features = try ExportReadBack.kml(bytes)
        #expect(features.prefix(2) == [ExportedFeature.expected(ExportSamples.cafe), .expected(ExportSamples.south)])
        let polygon = try #require(root.descendants("Polygon").first)
        #expect(polygon.child("outerBoundaryIs") != nil)
        #expect(polygon.all("innerBoundaryIs").count == 1)
        #expect(root.descendants("LineString").first?.child("coordinates")?.text == "24.9,60.1 25.0,60.2 25.1,60.25")
    }

    @Test func gpxHasWaypointsAndTracksAndCountsTheAreaAsSkipped() throws {
        let (bytes, summary) = try ExportReadBack.write(ExportSamples.export, as: .gpx)
        #expect(summary == { var s = ExportSummary(); s.places = 2; s.lines = 1; s.skippedAreas = 1; return s }())
        #expect(summary.description == "2 places, 1 line (skipped, the format has no room for them: 1 area)")
        let root = try ExportReadBack.xml(bytes)
        let gpx = try #require(root.child("gpx"))
        #expect(gpx.attributes["version"] == "1.1")
        let features = try ExportReadBack.gpx(bytes)
        #expect(features.map(\.sortingProperties) == [ExportedFeature.expected(ExportSamples.cafe).sortingProperties,
                                                     ExportedFeature.expected(ExportSamples.south).sortingProperties])
        // A decimal `ele` is GPX's own element, before the name as the schema orders it.
        #expect(gpx.all("wpt")[1].children.map(\.name).prefix(2) == ["ele", "name"])
        let track = try #require(gpx.child("trk"))
        #expect(track.child("name")?.text == "Rantareitti" && track.child("type")?.text == "park")
        #expect(track.child("trkseg")?.all("trkpt").count == 3)
    }

    @Test func csvHasFixedColumnsThenEveryKeyAndSkipsShapesWithACount() throws {
        let (bytes, summary) = try ExportReadBack.write(ExportSamples.export, as: .csv)
        #expect(summary.places == 2 && summary.skippedLines == 1 && summary.skippedAreas == 1 && summary.lines == 0)
        let (header, features) = ExportReadBack.csv(bytes)
        #expect(header == ["name", "category", "latitude", "longitude", "address", "opening_hours", "wheelchair", "note", "phone", "ele"])
        #expect(features == [ExportedFeature.expected(ExportSamples.cafe), .expected(ExportSamples.south)])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("name,category,latitude,longitude,"))
        #expect(text.contains("\r\n"))
    }

    @Test func csvGuardsFormulasButNotNegativeCoordinatesOrNumbers() throws {
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: [ExportSamples.cafe, ExportSamples.south]), as: .csv)
        let rows = ExportReadBack.csvRecords(String(decoding: bytes, as: UTF8.self))
        // Coordinates are numbers: -33.92 stays as written.
        #expect(rows[2][2] == "-33.92" && rows[2][3] == "-18.42")
        #expect(rows[1][7] == "'=HYPERLINK(\"http://x\")")
        #expect(rows[2][8] == "'+27 21 555 0100")
        #expect(rows[2][9] == "-12.5")
    }

    @Test(arguments: [
        ("=1+1", "'=1+1"), ("+cmd", "'+cmd"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "'\rx"),
        ("-12", "-12"), ("-0.5", "-0.5"), ("'=x", "''=x"), ("''-", "'''-"), ("'plain", "'plain"), ("plain", "plain"), ("", ""),
    ])
    func csvFormulaGuardIsReversible(_ value: String, _ written: String) {
        #expect(CSVCell.guarded(value) == written)
        #expect(CSVCell.unescapedFormula(written) == value)
    }

    @Test func coordinatesAreWrittenWithoutExponents() {
        #expect(ExportRecord.number(0.00001) == "0.00001")
        #expect(ExportRecord.number(-0.000012345) == "-0.000012345")
        #expect(ExportRecord.number(60.1699) == "60.1699")
        #expect(ExportRecord.number(-180) == "-180.0")
    }

    @Test func aPropertyNamedLikeTheFeaturesOwnFieldsIsLeftOutNotWrittenTwice() throws {
        let place = Place(id: "a", categoryID: "cafe", title: "A", coordinate: ExportSamples.coordinate(1, 2),
                          details: PlaceDetails(extra: [PlaceProperty(key: "name", value: "other"), PlaceProperty(key: "latitude", value: "9"),
                                                        PlaceProperty(key: "k", value: "1"), PlaceProperty(key: "k", value: "2")]))
        let (csv, _) = try ExportReadBack.write(PlaceExport(places: [place]), as: .csv)
        #expect(ExportReadBack.csv(csv).header == ["name", "category", "latitude", "longitude", "k"])
        let (json, _) = try ExportReadBack.write(PlaceExport(places: [place]), as: .geojson)
        #expect(try ExportReadBack.geoJSON(json)[0].properties == [PlaceProperty(key: "latitude", value: "9"), PlaceProperty(key: "k", value: "1")])
    }

    @Test func categoryFilterKeepsOnlyThoseCategories() {
        let only = ExportSamples.export.filtered(toCategories: ["park"])
        #expect(only.places.isEmpty && only.shapes.count == 2)
        #expect(ExportSamples.export.usedCategoryIDs == ["cafe", "pharmacy", "park"])
    }

    @Test func theStreamHandsOnBoundedBuffers() throws {
        var largest = 0
        let stream = ExportStream { largest = max(largest, $0.count) }
        let many = PlaceExport(places: (0..<5_000).map { i in
            Place(id: "p\(i)", categoryID: "cafe", title: "Place \(i)", coordinate: ExportSamples.coordinate(60, 24))
        })
        _ = try ExportFormat.geojson.write(many, to: stream)
        #expect(stream.byteCount > 4 * ExportStream.bufferBytes)
        // One feature at most past the flush threshold.
        #expect(largest < ExportStream.bufferBytes + 4096)
    }

    @Test(arguments: [("out.geojson", ExportFormat.geojson), ("a/b.JSON", .geojson), ("x.kml", .kml), ("x.gpx", .gpx), ("x.Csv", .csv)])
    func formatComesFromTheExtension(_ name: String, _ format: ExportFormat) {
        #expect(ExportFormat(fileName: name) == format)
    }

    @Test func unknownExtensionsHaveNoFormat() {
        #expect(ExportFormat(fileName: "out.kmz") == nil)
        #expect(ExportFormat(fileName: "out") == nil)
        #expect(ExportFormat(fileName: "dir.csv/out") == nil)
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("CSVReader")
struct CSVReaderTests {
    static func load(_ text: String, options: PlaceFileOptions = PlaceFileOptions()) throws(PlaceFileError) -> LoadedPlaces {
        try Fixture.loadAny(text, name: "t.csv", options: options)
    }

    @Test func newUsersFileWithNameLatitudeLongitudeType() throws {
        let loaded = try PlaceFileLoader.load(contentsOf: Fixture.placeFiles.appendingPathComponent("places.csv"),
                                              catalog: Fixture.categories)
        #expect(loaded.places.map(\.title) == ["Cafe Regatta", "Löyly", "Kauppahalli, old market hall", "Allas Sea Pool"])
        #expect(loaded.places.map(\.categoryID) == ["cafe", "sauna", "market", "sauna"])
        #expect(loaded.places[1].coordinate == (try Coordinate(latitude: 60.1523, longitude: 24.9386)))
        #expect(loaded.categories.map(\.id) == ["cafe", "sauna", "market"])
        #expect(loaded.report.problems.isEmpty && loaded.report.notes.isEmpty)
    }

    @Test(arguments: [(",", "60.17", "24.94"), (";", "60,17", "24,94"), ("\t", "60.17", "24.94"), ("|", "60.17", "24.94")])
    func delimiterIsSniffed(delimiter: String, lat: String, lon: String) throws {
        let text = ["name", "lat", "lon", "note"].joined(separator: delimiter) + "\n"
            + ["Kiasma", lat, lon, "a, b; c"].joined(separator: delimiter) + "\n"
        let loaded = try Self.load(delimiter == "," ? text.replacingOccurrences(of: "a, b; c", with: "\"a, b; c\"") : text)
        #expect(loaded.places.count == 1)
        #expect(loaded.places.first?.coordinate == (try Coordinate(latitude: 60.17, longitude: 24.94)))
    }

    @Test func rfc4180QuotingWithEmbeddedNewlinesAndDoubledQuotes() throws {
        let loaded = try Self.load("name,lat,lon,note\r\n\"The \"\"Old\"\" Hall\",60.1,24.9,\"line one\nline two\"\r\nNext,60.2,25.0,x\r\n")
        #expect(loaded.places.map(\.title) == ["The \"Old\" Hall", "Next"])
        #expect(loaded.places[0].details.extraValue("note") == "line one\nline two")
        #expect(loaded.places.map { $0.id } == ["feature/0", "feature/1"])
    }

    @Test func byteOrderMarkAndHeaderCase() throws {
        let loaded = try Fixture.loadAny("\u{FEFF}Name,LATITUDE,Longitude\nA,60.1,24.9\n", name: "t.txt")
        #expect(loaded.places.map(\.title) == ["A"])
    }

    @Test(arguments: [("leveysaste", "pituusaste"), ("Breitengrad", "Längengrad"), ("latitud", "longitud"), ("lat_deg", "lon_deg"),
                      ("y", "x"), ("decimalLatitude", "decimalLongitude"), ("lat", "lng")])
    func coordinateColumnsInCommonLanguages(lat: String, lon: String) throws {
        let loaded = try Self.load("nimi,\(lat),\(lon)\nA,60.1,24.9\n")
        #expect(loaded.places.first?.coordinate == (try Coordinate(latitude: 60.1, longitude: 24.9)))
    }

    @Test func wktColumn() throws {
        let loaded = try Self.load("""
            name,WKT
            P,POINT (24.9 60.1)
            Z,"POINT Z (24.9 60.1 12)"
            L,"LINESTRING (24.9 60.1, 25.0 60.2)"
            A,"POLYGON ((24 60, 25 60, 25 61, 24 60))"
            Bad,"CIRCLE (1 2)"
            """)
        #expect(loaded.places.map(\.title) == ["P", "Z"])
        #expect(loaded.shapes.map(\.title) == ["L", "A"])
        #expect(loaded.report.problems.count == 1 && loaded.report.problems[0].line == 6)
    }

    @Test func coordinatesColumn() throws {
        let loaded = try Self.load("name,coordinates\nA,\"60.17, 24.94\"\nB,60.2 25.0\n")
        #expect(loaded.places.map(\.coordinate.latitude) == [60.17, 60.2])
    }

    @Test func missingCoordinateColumnsNameTheColumnsSeen() throws {
        do {
            _ = try Self.load("name,street,city\nA,B,C\n")
            Issue.record("loaded without coordinates")
        } catch {
            guard case .malformed(_, "CSV", 1?, let detail) = error else { Issue.record("wrong error \(error)"); return }
            #expect(detail.contains(#""name", "street", "city""#))
        }
    }

    @Test func swappedColumnsNearFinlandLoadWithOneNote() throws {
        let rows = (0..<5).map { "P\($0),24.9\($0),60.1\($0)" }.joined(separator: "\n")
        let loaded = try Self.load("name,latitude,longitude\n" + rows + "\n")
        #expect(loaded.places.count == 5)
        #expect(loaded.places[0].coordinate.latitude == 24.90)
        #expect(loaded.report.notes.count == 1)
        #expect(loaded.report.notes[0].contains("look swapped"))
    }

    @Test func certainlySwappedColumnsAreReadTheOtherWayRound() throws {
        let loaded = try Self.load("name,lat,lon\nTokyo,139.69,35.68\nOsaka,135.50,34.69\n")
        #expect(loaded.places.map(\.coordinate.latitude) == [35.68, 34.69])
        #expect(loaded.report.notes.count == 1 && loaded.report.notes[0].contains("read the other way round"))
    }

    @Test func ordinaryFileHasNoSwapNote() throws {
        let loaded = try Self.load("name,lat,lon\nA,60.1,24.9\nB,-33.9,18.4\n")
        #expect(loaded.report.notes.isEmpty)
    }

    @Test func raggedRowsAreReadAndCountedOnce() throws {
        let loaded = try Self.load("name,lat,lon,note\nA,60.1,24.9\nB,60.2,25.0,x,extra\nC,60.3,25.1,y\n")
        #expect(loaded.places.map(\.title) == ["A", "B", "C"])
        #expect(loaded.report.notes.count == 1 && loaded.report.notes[0].hasPrefix("2 rows (first at line 2)"))
    }

    @Test func loneQuoteSkipsOnlyTheRestFromItsLine() throws {
        let loaded = try Self.load("name,lat,lon\nA,60.1,24.9\n\"B,60.2,25.0\nC,60.3,25.1\n")
        #expect(loaded.places.map(\.title) == ["A"])
        #expect(loaded.report.problems.map(\.line) == [3])
        #expect(loaded.report.problems[0].description.contains("never closed"))
    }

    @Test func nulByteSkipsItsRow() throws {
        let loaded = try Self.load("name,lat,lon\nA\u{0},60.1,24.9\nB,60.2,25.0\n")
        #expect(loaded.places.map(\.title) == ["B"])
        #expect(loaded.report.problems.map(\.line) == [2])
    }

    @Test func latin1IsReadWithANote() throws {
        var bytes = Array("name,lat,lon\nL".utf8) + [0xF6, 0x79, 0x6C, 0x79] + Array(",60.15,24.94\n".utf8)
        let loaded = try PlaceFileLoader.load(bytes: bytes, name: "l.csv")
        #expect(loaded.places.map(\.title) == ["Löyly"])
        #expect(loaded.report.notes == ["not UTF-8: read as Latin-1 (ISO 8859-1)"])
        bytes = [0xFF, 0xFE] + Array("n\0".utf8)
        #expect(throws: PlaceFileError.notUTF8(path: "u.csv", detail: "it looks like UTF-16")) {
            try PlaceFileLoader.load(bytes: bytes, name: "u.csv")
        }
    }

    @Test func hundredMegabyteLineIsSkippedWithBoundedWork() throws {
        let long = String(repeating: "x", count: 100 << 20)
        let loaded = try Self.load("name,lat,lon\n\(long),60.1,24.9\nB,60.2,25.0\n")
        #expect(loaded.places.map(\.title) == ["B"])
        #expect(loaded.report.problems.count == 1 && loaded.report.problems[0].line == 2)
        // A line of separators keeps at most maxCells cell ranges.
        let commas = String(repeating: ",", count: 10 << 20)
        let many = try Self.load("name,lat,lon\nA,60.1,24.9\(commas)\n")
        #expect(many.places.isEmpty && many.report.problems.count == 1)
    }

    @Test func badNumbersAndRangesAreSkippedWithTheirLine() throws {
        let loaded = try Self.load("name,lat,lon\nA,sixty,24.9\nB,91,24.9\nC,,\nD,nan,inf\nE,6.01e1,2.49E1\n")
        #expect(loaded.places.map(\.title) == ["E"])
        #expect(loaded.report.problems.map(\.line) == [2, 3, 4, 5])
        #expect(loaded.report.problems.map(\.reason.kind) == ["bad coordinates", "coordinates out of range", "no geometry", "bad coordinates"])
    }

    @Test func categoryColumnAndCategoryFieldOption() throws {
        let text = "name,lat,lon,kind,genre\nA,60.1,24.9,museum,jazz\n"
        #expect(try Self.load(text).places.map(\.categoryID) == ["museum"])
        #expect(try Self.load(text, options: PlaceFileOptions(categoryField: "genre")).places.map(\.categoryID) == ["jazz"])
    }

    @Test func numberParserMatchesTheStandardLibrary() {
        for text in ["60.1699", "-33.918861", "+24.9384", "0", "-0.5", "1e-3", "12345678901234567890.5", "24.93838999999999"] {
            let b = Array(text.utf8)
            #expect(CSVNumber.parse(b, 0, b.count, comma: false) == Double(text), "\(text)")
        }
        let c = Array("60,17".utf8)
        #expect(CSVNumber.parse(c, 0, c.count, comma: true) == 60.17)
        #expect(CSVNumber.parse(c, 0, c.count, comma: false) == nil)
        for bad in ["", "-", ".", "1e", "abc", "1.2.3", "0x10", "nan"] {
            let b = Array(bad.utf8)
            #expect(CSVNumber.parse(b, 0, b.count, comma: false) == nil, "\(bad)")
        }
    }
}

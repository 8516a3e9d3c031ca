import Foundation
import MapCore
import Testing
@testable import MapData

/// Export, then load with Pinmap's own readers: the same places, categories and properties, for every pair of
/// formats (written in A, read, written in B, read).
@Suite struct RoundTripTests {
    static let places: [Place] = [
        Place(id: "a", categoryID: "cafe", title: "Kahvila \"Kulma\" & <Co>", coordinate: ExportSamples.coordinate(60.1699, 24.9384),
              details: PlaceDetails(address: "Mannerheimintie 1, Helsinki", openingHours: "Mo-Fr 08:00-18:00", website: "https://example.fi",
                                    extra: [PlaceProperty(key: "desc", value: "Paras ]]> kahvi"), PlaceProperty(key: "wheelchair", value: "yes")])),
        Place(id: "b", categoryID: "museum", title: "Museo 🏛 מוזיאון", coordinate: ExportSamples.coordinate(-33.92, -18.42),
              details: PlaceDetails(phone: "+358 9 123", extra: [PlaceProperty(key: "note", value: "=1+1"), PlaceProperty(key: "ele", value: "-12.5")])),
        Place(id: "c", categoryID: "cafe", title: "Kulma, toinen", coordinate: ExportSamples.coordinate(0.00001, -179.5)),
    ]

    static let formats: [ExportFormat] = [.geojson, .kml, .gpx, .csv]
    static let pairs = formats.flatMap { a in formats.map { b in (a, b) } }

    static func key(_ f: ExportedFeature) -> ExportedFeature { f.sortingProperties }

    @Test(arguments: pairs)
    func exportLoadExportLoadKeepsPlacesCategoriesAndProperties(_ first: ExportFormat, _ second: ExportFormat) throws {
        let categories = ["cafe", "museum"]
        var read: [ExportedFeature] = []
        do {
            let (bytesA, _) = try ExportReadBack.write(PlaceExport(places: Self.places), as: first)
            let middle = try PinmapReaders.read(bytesA, as: first, categories: categories)
            let (bytesB, _) = try ExportReadBack.write(PlaceExport(places: middle.enumerated().map { PinmapReaders.place($1, index: $0) }), as: second)
            read = try PinmapReaders.read(bytesB, as: second, categories: categories)
        } catch let error as PinmapReaders.NoReader {
            try Test.cancel("\(error)")
        }
        let expected = Self.places.map(ExportedFeature.expected)
        let sorted = { (fs: [ExportedFeature]) in fs.map(Self.key).sorted { $0.title < $1.title } }
        // Every pair is exact: the CSV reader takes the formula guard off, the GPX reader reads its <extensions>.
        #expect(sorted(read) == sorted(expected))
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

/// A file read through `FeaturePipeline` (its reader on one thread, the assembler on another) gives exactly what the
/// same file gives read on one thread: places, shapes, categories, problems with their lines, notes.
struct FeaturePipelineTests {
    static func same(_ a: LoadedPlaces, _ b: LoadedPlaces) {
        #expect(a.places == b.places)
        #expect(a.shapes == b.shapes)
        #expect(a.categories == b.categories)
        #expect(a.report.problems == b.report.problems)
        #expect(a.report.notes == b.report.notes)
        #expect(a.report.featureCount == b.report.featureCount)
        #expect(a.report.countsByCategory == b.report.countsByCategory)
    }

    static func both(_ bytes: [UInt8], name: String) throws -> (direct: LoadedPlaces, pipelined: LoadedPlaces) {
        (try PlaceFileLoader.load(bytes: bytes, name: name, pipelineMinBytes: .max),
         try PlaceFileLoader.load(bytes: bytes, name: name, pipelineMinBytes: 0))
    }

    @Test(arguments: ["trip.kml", "trip.kmz", "waypoints.gpx"])
    func theOwnPlaceFilesGiveTheSame(file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PlaceFiles/" + file)
        let (direct, pipelined) = try Self.both(Array(try Data(contentsOf: url)), name: file)
        #expect(!direct.places.isEmpty)
        Self.same(direct, pipelined)
    }

    /// Many batches, with repeated ids, bad coordinates and folders as categories spread through them.
    @Test func aLargeKMLWithProblemsInEveryBatchGivesTheSame() throws {
        var kml = #"<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>"#
        for folder in 0..<3 {
            kml += "<Folder><name>Folder \(folder)</name>\n"
            for i in 0..<4000 {
                let id = i % 97 == 0 ? "dup" : "f\(folder)-\(i)"
                let coordinates = i % 37 == 0 ? "east,north" : "\(Double(i % 360) - 180 + 0.5),\(Double(i % 170) - 85)"
                kml += "<Placemark><name>P \(folder)/\(i)</name><ExtendedData><Data name=\"id\"><value>\(id)</value></Data></ExtendedData>"
                kml += "<Point><coordinates>\(coordinates)</coordinates></Point></Placemark>\n"
            }
            kml += "</Folder>"
        }
        kml += "</Document></kml>"
        let (direct, pipelined) = try Self.both(Array(kml.utf8), name: "big.kml")
        #expect(direct.places.count > 10_000)
        #expect(direct.report.problems.count > 300)
        Self.same(direct, pipelined)
    }

    @Test func aGPXCancelledPartWayStopsWithTheReadersCount() throws {
        var gpx = #"<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">"#
        for i in 0..<20_000 { gpx += "<wpt lat=\"60.\(i)\" lon=\"24.\(i)\"><name>W\(i)</name></wpt>\n" }
        gpx += "</gpx>"
        let cancellation = LoadCancellation(checkEvery: 1024)
        cancellation.cancel()
        #expect {
            try PlaceFileLoader.load(bytes: Array(gpx.utf8), name: "w.gpx", cancellation: cancellation, pipelineMinBytes: 0)
        } throws: { error in
            guard case .cancelled = error as? PlaceFileError else { return false }
            return true
        }
    }
}

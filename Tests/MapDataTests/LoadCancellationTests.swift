import Foundation
import MapCore
import Synchronization
import Testing
@testable import MapData

/// A load cancelled part-way stops at the reader's next check, far before the end of the file, in every format.
@Suite("LoadCancellation")
struct LoadCancellationTests {
    static let count = 200_000

    /// `count` points in `format`, written as the formats' own files are (one feature per record).
    static func file(_ format: PlaceFileFormat) -> [UInt8] {
        var s = ""
        s.reserveCapacity(count * 120)
        func lat(_ i: Int) -> String { String(60 + Double(i % 1000) / 1000) }
        func lon(_ i: Int) -> String { String(24 + Double(i % 997) / 1000) }
        switch format {
        case .csv:
            s += "name,latitude,longitude,type\n"
            for i in 0..<count { s += "Place \(i),\(lat(i)),\(lon(i)),cafe\n" }
        case .geojson:
            s += "{\"type\":\"FeatureCollection\",\"features\":["
            for i in 0..<count {
                s += (i == 0 ? "" : ",") + "{\"type\":\"Feature\",\"properties\":{\"name\":\"Place \(i)\"},"
                    + "\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(lon(i)),\(lat(i))]}}"
            }
            s += "]}"
        case .kml:
            s += "<?xml version=\"1.0\"?><kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
            for i in 0..<count {
                s += "<Placemark><name>Place \(i)</name><Point><coordinates>\(lon(i)),\(lat(i))</coordinates></Point></Placemark>\n"
            }
            s += "</Document></kml>\n"
        case .gpx:
            s += "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
            for i in 0..<count { s += "<wpt lat=\"\(lat(i))\" lon=\"\(lon(i))\"><name>Place \(i)</name></wpt>\n" }
            s += "</gpx>\n"
        case .kmz:
            break
        }
        return Array(s.utf8)
    }

    @Test(arguments: [PlaceFileFormat.csv, .geojson, .kml, .gpx])
    func cancellingAtTheFirstProgressStopsTheReaderEarly(format: PlaceFileFormat) throws {
        let bytes = Self.file(format)
        // The progress callback runs on the reading thread; it cancels there, as the main thread would meanwhile.
        let slot = Slot()
        let stop = LoadCancellation(checkEvery: 1024) { read in
            _ = slot.firstProgress.compareExchange(expected: 0, desired: read, ordering: .relaxed)
            slot.stop.withLock { $0?.cancel() }
        }
        slot.stop.withLock { $0 = stop }
        do {
            let loaded = try PlaceFileLoader.load(bytes: bytes, name: "big.\(format)", cancellation: stop)
            Issue.record("read to the end: \(loaded.places.count) places")
        } catch {
            guard case .cancelled(let path, let read) = error else { Issue.record("\(error)"); return }
            #expect(path == "big.\(format)")
            // Stopped within a few thousand features of the first progress report (1,024), not at 200,000.
            #expect(read >= 1024 && read <= 8192, "read \(read) features")
        }
        #expect(slot.firstProgress.load(ordering: .relaxed) == 1024)
        slot.stop.withLock { $0 = nil }  // the callback holds the slot: break the cycle
    }

    /// Lets the progress callback reach the cancellation it belongs to.
    final class Slot: Sendable {
        let stop = Mutex<LoadCancellation?>(nil)
        let firstProgress = Atomic<Int>(0)
    }

    @Test func anUncancelledLoadReportsProgressAndReadsEverything() throws {
        let bytes = Self.file(.csv)
        let reports = Atomic<Int>(0)
        let watch = LoadCancellation(checkEvery: 4096) { _ in reports.add(1, ordering: .relaxed) }
        let loaded = try PlaceFileLoader.load(bytes: bytes, name: "big.csv", cancellation: watch)
        #expect(loaded.places.count == Self.count)
        #expect(reports.load(ordering: .relaxed) == Self.count / 4096)
    }

    @Test func aLoadCancelledBeforeItStartsReadsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cancel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("p.csv")
        try Data(Self.file(.csv)).write(to: url)
        let stop = LoadCancellation()
        stop.cancel()
        #expect(throws: PlaceFileError.cancelled(path: url.path, featuresRead: 0)) {
            try PlaceFileLoader.load(contentsOf: url, cancellation: stop)
        }
    }
}

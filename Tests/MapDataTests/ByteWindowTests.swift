import Foundation
import MapCore
import Testing
@testable import MapData

/// Files read into a buffer whose pages behind the reader are given back: the same places and the same
/// messages as from bytes in memory, also for what is read again after it was given back.
@Suite("ByteWindow: file buffers given back behind the reader")
struct ByteWindowTests {
    static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bytewindow-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url
    }

    /// The same bytes on every run (a linear congruential generator's high bits).
    static func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var state = seed
        for i in bytes.indices { state = state &* 6364136223846793005 &+ 1442695040888963407; bytes[i] = UInt8(truncatingIfNeeded: state >> 33) }
        return bytes
    }

    @Test func givenBackPagesAreRestoredFromTheFile() throws {
        let bytes = Self.randomBytes(count: 3 << 20, seed: 1)
        let url = try Self.temporaryFile("random.bin", bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let window = ByteWindow(file: try RegularFile.buffer(atPath: url.path, limit: 4 << 20))
        #expect(window.count == bytes.count)
        #expect(window.elementsEqual(bytes))
        window.release(before: (2 << 20) + 100)
        // Whole pages only: the bytes from 2 MiB on are still in memory; those before read as zeros, restored from the file.
        #expect(window[(2 << 20)...].elementsEqual(bytes[(2 << 20)...]))
        #expect(window[0..<4096].allSatisfy { $0 == 0 })
        #expect(window.restored(0..<bytes.count) == bytes)
        #expect(window.restored(1000..<(3 << 20) - 5) == Array(bytes[1000..<(3 << 20) - 5]))
        let newlines = bytes.prefix(3_000_000).filter { $0 == 0x0A }.count
        #expect(window.line(at: 3_000_000).line == newlines + 1)
    }

    /// A file read in two parts whose split did not hold is read again from the start: every page given back, by
    /// the first part or the later one, is read back in place.
    @Test func everyGivenBackPageIsReadBackInPlace() throws {
        let bytes = Self.randomBytes(count: 5 << 20, seed: 3)
        let url = try Self.temporaryFile("restore.bin", bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let window = ByteWindow(file: try RegularFile.buffer(atPath: url.path, limit: 8 << 20))
        window.release(before: (1 << 20) + 5)
        window.release((3 << 20)..<(4 << 20) + 7)
        #expect(window[0..<4096].allSatisfy { $0 == 0 } && window[(3 << 20)..<(3 << 20) + 4096].allSatisfy { $0 == 0 })
        #expect(window.restoreReleased())
        #expect(window.elementsEqual(bytes))
        // Given back again after the restore, as a second reading does.
        window.release(before: 2 << 20)
        #expect(window[0..<4096].allSatisfy { $0 == 0 })
        #expect(window.restored(0..<bytes.count) == bytes)
    }

    /// From 16 MiB on the file is read in two halves at once: every byte lands where it belongs, at sizes that do
    /// and do not fall on a page.
    @Test(arguments: [FileBuffer.twoThreadBytes, FileBuffer.twoThreadBytes + 4096 * 3 + 17, FileBuffer.twoThreadBytes - 1])
    func aLargeFileIsReadInTwoHalvesByteForByte(size: Int) throws {
        let bytes = Self.randomBytes(count: size, seed: 7)
        let url = try Self.temporaryFile("halves.bin", bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let window = ByteWindow(file: try RegularFile.buffer(atPath: url.path, limit: 32 << 20))
        #expect(window.count == size)
        #expect(window.elementsEqual(bytes))
    }

    @Test func anEmptyFileIsNoBytes() throws {
        let url = try Self.temporaryFile("empty.csv", [])
        defer { try? FileManager.default.removeItem(at: url) }
        let window = ByteWindow(file: try RegularFile.buffer(atPath: url.path, limit: 1 << 20))
        #expect(window.isEmpty)
        window.release(before: 100)
        #expect(throws: PlaceFileError.self) { try PlaceFileLoader.load(contentsOf: url, catalog: Fixture.categories) }
    }

    /// Files of every format, large enough (over 8 MiB) that pages are given back several times while they load.
    static func bigFile(_ format: String, places: Int) -> String {
        var text = ""
        func name(_ i: Int) -> String { "Paikka numero \(i) Töölö" }
        func lat(_ i: Int) -> String { String(format: "%.6f", 60 + Double(i % 1000) / 1000) }
        func lon(_ i: Int) -> String { String(format: "%.6f", 24 + Double(i % 997) / 997) }
        switch format {
        case "csv":
            text = "id,name,category,latitude,longitude,address\n"
            for i in 0..<places { text += "p/\(i),\(name(i)),cafe,\(lat(i)),\(lon(i)),Katu \(i)\n" }
        case "geojson":
            text = #"{"type":"FeatureCollection","features":["# + "\n"
            for i in 0..<places {
                text += (i == 0 ? "" : ",") + #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#(lon(i)),\#(lat(i))]},"properties":{"id":"p/\#(i)","name":"\#(name(i))","category":"cafe","address":"Katu \#(i)"}}"# + "\n"
            }
            text += "]}\n"
        case "kml":
            text = #"<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>cafe</name>"# + "\n"
            for i in 0..<places {
                text += #"<Placemark><name>\#(name(i))</name><ExtendedData><Data name="id"><value>p/\#(i)</value></Data></ExtendedData><Point><coordinates>\#(lon(i)),\#(lat(i))</coordinates></Point></Placemark>"# + "\n"
            }
            text += "</Folder></Document></kml>\n"
        default:
            text = #"<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">"# + "\n"
            for i in 0..<places { text += #"<wpt lat="\#(lat(i))" lon="\#(lon(i))"><name>\#(name(i))</name><type>cafe</type></wpt>"# + "\n" }
            text += "</gpx>\n"
        }
        return text
    }

    @Test(arguments: ["csv", "geojson", "kml", "gpx"])
    func aFileGivenBackAsItIsReadLoadsAsItsBytesDo(format: String) throws {
        let count = format == "csv" ? 150_000 : 110_000
        let text = Self.bigFile(format, places: count)
        let bytes = Array(text.utf8)
        #expect(bytes.count > 9 << 20, "the file must be larger than a release step")
        let url = try Self.temporaryFile("big.\(format)", bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try PlaceFileLoader.load(contentsOf: url, catalog: Fixture.categories)
        let fromBytes = try PlaceFileLoader.load(bytes: bytes, name: url.path, catalog: Fixture.categories)
        #expect(fromFile.places.count == count)
        #expect(fromFile.places == fromBytes.places)
        #expect(fromFile.report.problems.isEmpty)
        #expect(fromFile.places.last?.title == "Paikka numero \(count - 1) Töölö")
    }

    @Test func anErrorPastTheGivenBackPagesHasItsRealLine() throws {
        // 100,000 good features on their own lines, then a broken one: its line is counted through the pages given back.
        var text = Self.bigFile("geojson", places: 100_000)
        text.removeLast("]}\n".utf8.count)
        text += #",{"type":"Feature","geometry":{"type":"Point","coordinates":[24,60]},"properties":{"name":"x",}}"# + "\n]}\n"
        let url = try Self.temporaryFile("broken.geojson", Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let message = XMLFixture.message { _ = try PlaceFileLoader.load(contentsOf: url, catalog: Fixture.categories) }
        #expect(message.contains("line 100002"), "\(message)")
    }

    @Test func plainStringEndsAreFoundAtEveryOffsetOfAWord() {
        // The closing quote, or a backslash or control byte that makes the string not plain, at each offset from a
        // word boundary and from each start: the eight-at-a-time search agrees with a byte-by-byte one.
        func reference(_ bytes: [UInt8], _ start: Int) -> Int? {
            for i in start..<bytes.count {
                if bytes[i] == 0x22 { return i }
                if bytes[i] == 0x5C || bytes[i] < 0x20 { return nil }
            }
            return nil
        }
        for stop: UInt8 in [0x22, 0x5C, 0x0A, 0x00, 0x1F] {
            for length in 0..<20 {
                let bytes = Array("é漢😀 plain text that runs on".utf8.prefix(length)) + [stop] + Array("tail\"".utf8)
                ByteWindow.with(bytes) { window in
                    for start in 0...bytes.count { #expect(window.plainStringEnd(from: start) == (start < bytes.count ? reference(bytes, start) : nil)) }
                }
            }
        }
        ByteWindow.with(Array("no end at all".utf8)) { #expect($0.plainStringEnd(from: 0) == nil) }
        ByteWindow.with([0x7F, 0x20, 0xFF, 0x80, 0x22]) { #expect($0.plainStringEnd(from: 0) == 4) }
    }
}

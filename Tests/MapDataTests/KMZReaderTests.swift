import Foundation
import MapCore
import Testing
@testable import MapData

/// KMZ: the KML inside a zip, read in memory only, capped while inflating.
@Suite("KMZReader")
struct KMZReaderTests {
    private static let kml = XMLFixture.document(XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>", name: "Inside"))

    private func read(_ url: URL, cap: Int = KMZReader.inflateCap) throws(PlaceFileError) -> CollectingSink {
        var sink = CollectingSink()
        let bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
        try KMZReader.read(bytes, source: url.lastPathComponent, cap: cap, into: &sink)
        return sink
    }

    @Test func docKMLInASubfolderIsChosenOverAnEarlierKML() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("trip.kmz")
        try ZipFixture.make(url, entries: [
            ("files/other.kml", XMLFixture.document(XMLFixture.placemark("<Point><coordinates>1,1</coordinates></Point>", name: "Other"))),
            ("images/icon.png", "not really a png"),
            ("files/doc.kml", Self.kml),
        ])
        let sink = try read(url)
        #expect(sink.features.count == 1)
        #expect(sink.property("name", of: 0) == "Inside")
    }

    @Test func firstKMLIsUsedWithoutADocKML() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("a.kmz")
        try ZipFixture.make(url, entries: [("readme.txt", "hi"), ("Places.KML", Self.kml), ("z.kml", "<kml/>")])
        #expect(try read(url).features.count == 1)
    }

    @Test func zipWithoutKMLAndNotAZipSaySo() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("none.kmz")
        try ZipFixture.make(url, entries: [("a.txt", "a"), ("b.png", "b")])
        #expect(XMLFixture.message { _ = try read(url) } == "none.kmz: not valid KMZ: no .kml file inside (a.txt, b.png)")
        var sink = CollectingSink()
        let notZip = XMLFixture.message { try KMZReader.read(Array("<kml/>".utf8), source: "x.kmz", into: &sink) }
        #expect(notZip.hasPrefix("x.kmz: not valid KMZ: not a zip archive"), "\(notZip)")
        #expect(XMLFixture.message { try KMZReader.read([], source: "e.kmz", into: &sink) } == "e.kmz: not valid KMZ: not a zip archive: empty")
    }

    @Test func errorsInsideNameTheEntryAndItsLine() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("bad.kmz")
        try ZipFixture.make(url, entries: [("doc.kml", "<kml>\n<Document>\n</kml>")])
        #expect(XMLFixture.message { _ = try read(url) }.hasPrefix("bad.kmz/doc.kml: not valid KML at line 3: not well-formed XML:"))
    }

    /// Names with ../ are only names: the entry is read in memory and nothing appears on disk.
    @Test func zipWithDotDotNamesIsOnlyRead() throws {
        let directory = try TemporaryDirectory()
        let inner = directory.url.appendingPathComponent("a/b", isDirectory: true)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let url = inner.appendingPathComponent("evil.kmz")
        try ZipFixture.make(url, entries: [("../../evil.txt", "owned"), ("../../../doc.kml", Self.kml), ("/tmp/abs.kml", "<kml/>")])
        let sink = try read(url)
        #expect(sink.features.count == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(left == ["a"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: inner.path) == ["evil.kmz"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/abs.kml"))
    }

    /// 600 MiB of spaces deflate to about 600 KB: over 100× the archive, refused while inflating (its declared
    /// size rewritten to 1,000 bytes, so only inflating finds it out).
    @Test func docKMLInflatingOver100TimesTheArchiveIsRefusedWhileReading() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("bomb.kmz")
        try ZipFixture.bomb(url, megabytes: 600, paddingMegabytes: 0)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
        #expect(XMLFixture.message { _ = try read(url) }
                == "bomb.kmz: refused: the KML inside it inflates more than 100× the archive's \(size) bytes")
    }

    /// With 7 MiB of stored padding the ratio allows 700 MiB, so the 512 MiB cap is what stops it (here a
    /// 64 MiB cap, the same code, to keep the test's memory small).
    @Test func docKMLInflatingPastTheCapIsRefusedWhileReading() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("big.kmz")
        try ZipFixture.bomb(url, megabytes: 80, paddingMegabytes: 7)
        #expect(XMLFixture.message { _ = try read(url, cap: 64 << 20) } == "big.kmz: refused: the KML inside it inflates past 64 MiB")
        // An honest declared size is refused before inflating at all.
        let honest = directory.url.appendingPathComponent("honest.kmz")
        try ZipFixture.bomb(honest, megabytes: 80, paddingMegabytes: 0, lying: false)
        #expect(XMLFixture.message { _ = try read(honest, cap: 64 << 20) }
                == "honest.kmz: refused: the KML inside it declares 83886151 bytes; the limit is 64 MiB")
        #expect(KMZReader.inflateCap == 512 << 20)
    }

    /// The loader inflates a KMZ's KML once and reads it as that KML by its own size: split in two parts (here from
    /// 32 KiB), pipelined or direct, always the same places; a fault inside is named by the entry.
    @Test func theLoaderReadsAKMZsKMLSplitPipelinedOrDirectAlike() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("big.kmz")
        let text = KMLSplitReaderTests.document(240)
        #expect(text.utf8.count > 1 << 15 && text.utf8.count < 120_000)
        try ZipFixture.make(url, entries: [("doc.kml", text)])
        let bytes = try [UInt8](Data(contentsOf: url))
        let split = try PlaceFileLoader.load(bytes: bytes, name: "big.kmz", pipelineMinBytes: .max, splitMinBytes: 1 << 15)
        let piped = try PlaceFileLoader.load(bytes: bytes, name: "big.kmz", pipelineMinBytes: 0, splitMinBytes: .max)
        let direct = try PlaceFileLoader.load(bytes: bytes, name: "big.kmz", pipelineMinBytes: .max, splitMinBytes: .max)
        let one = try KMLSplitReaderTests.single(Array(text.utf8)).get()
        #expect(direct.places.count == one.places.count && direct.places.count > 200)
        for other in [split, piped] {
            #expect(other.places == direct.places)
            #expect(other.shapes == direct.shapes)
            #expect(other.categories == direct.categories)
            #expect(other.report.problems == direct.report.problems)
        }
        try ZipFixture.make(url, entries: [("files/doc.kml", String(text.dropLast(40)))])
        let broken = try [UInt8](Data(contentsOf: url))
        #expect(throws: PlaceFileError.self) {
            try PlaceFileLoader.load(bytes: broken, name: "big.kmz", pipelineMinBytes: .max, splitMinBytes: 1 << 15)
        }
        do {
            _ = try PlaceFileLoader.load(bytes: broken, name: "big.kmz", pipelineMinBytes: .max, splitMinBytes: 1 << 15)
        } catch {
            #expect("\(error)".contains("big.kmz/files/doc.kml"))
        }
    }
}

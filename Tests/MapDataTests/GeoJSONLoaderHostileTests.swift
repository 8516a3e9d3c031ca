import Foundation
import MapCore
import Testing
@testable import MapData

/// Data files that are not files, not UTF-8, or far too big: each gets a message naming the file.
@Suite("GeoJSONLoader: hostile files")
struct GeoJSONLoaderHostileTests {
    private func message(loading url: URL) -> String {
        do {
            _ = try Fixture.loader.load(contentsOf: url)
            return "loaded"
        } catch {
            return error.description
        }
    }

    /// Issue 10: a FIFO said "You don't have permission" even as root (and a reader could block on it).
    @Test func fifoAsDataFileIsNotARegularFileAndDoesNotBlock() throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("places.geojson")
        #expect(mkfifo(url.path, 0o600) == 0)
        let text = message(loading: url)
        #expect(text == "\(url.path): cannot be read: not a regular file (it is a FIFO)")
    }

    /// Issue 10: a device said "You don't have permission" even as root.
    @Test func characterDeviceAsDataFileIsNotARegularFile() {
        let text = message(loading: URL(fileURLWithPath: "/dev/null"))
        #expect(text == "/dev/null: cannot be read: not a regular file (it is a character device)")
    }

    /// Issue 10: a directory said "NSCocoaErrorDomain error 256/512" on the paths that had no check.
    @Test func directoryAsDataFileSaysIsADirectory() throws {
        let dir = try TemporaryDirectory()
        let sub = dir.url.appendingPathComponent("places.geojson", isDirectory: true)
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        #expect(message(loading: sub) == "\(sub.path): cannot be read: it is a directory")
        // Through a symlink to the directory as well.
        let link = dir.url.appendingPathComponent("link.geojson")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: sub)
        #expect(message(loading: link) == "\(link.path): cannot be read: it is a directory")
    }

    /// Issue 10: UTF-16 input said "unexpected byte 0xFF".
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16])
    func utf16DataFileSaysNotUTF8(_ encoding: String.Encoding) throws {
        let bytes = try #require(Fixture.collection(Fixture.feature()).data(using: encoding))
        #expect(throws: GeoJSONLoadError.notUTF8(path: "x.geojson", detail: "it looks like UTF-16")) {
            try Fixture.loader.load(data: bytes, source: "x.geojson")
        }
        #expect(GeoJSONLoadError.notUTF8(path: "x.geojson", detail: "it looks like UTF-16").description
                == "x.geojson: not UTF-8 (it looks like UTF-16)")
    }

    @Test(arguments: [String.Encoding.utf32LittleEndian, .utf32BigEndian])
    func utf32DataFileSaysNotUTF8(_ encoding: String.Encoding) throws {
        let bytes = try #require(Fixture.collection(Fixture.feature()).data(using: encoding))
        #expect(throws: GeoJSONLoadError.notUTF8(path: "x.geojson", detail: "it looks like UTF-32")) {
            try Fixture.loader.load(data: bytes, source: "x.geojson")
        }
    }

    @Test func utf16FileOnDiskNamesTheFile() throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("utf16.geojson")
        try #require(Fixture.collection(Fixture.feature()).data(using: .utf16)).write(to: url)
        #expect(message(loading: url) == "\(url.path): not UTF-8 (it looks like UTF-16)")
    }

    @Test func dataFileJustOverTheSizeCapIsRefusedUnread() throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("huge.geojson")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        // Sparse: no disk and no time, and the loader must not read it to find out.
        #expect(truncate(url.path, off_t(GeoJSONLoader.maxFileBytes) + 1) == 0)
        let text = message(loading: url)
        #expect(text.hasPrefix("\(url.path): too large"), "\(text)")
        #expect(text.contains("512 MiB"), "\(text)")
    }

    @Test func hundredThousandNestedArraysAsFeaturesAreRejectedNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: GeoJSONLoadError.self) { try Fixture.load(deep) }
        #expect(throws: GeoJSONLoadError.self) { try Fixture.load(Fixture.collection(deep)) }
    }

    @Test(arguments: [
        #"{"type":"Point","coordinates":[1e400,60]}"#,
        #"{"type":"Point","coordinates":[-1e400,1e-400]}"#,
        #"{"type":"Point","coordinates":[123456789012345678901234567890,60]}"#,
        #"{"type":"Point","coordinates":["24.9","60.1"]}"#,
        #"{"type":"Point","coordinates":[[[[[[[[24.9]]]]]]],60]}"#,
        #"{"type":"Point","coordinates":{"0":24.9,"1":60.1}}"#,
    ])
    func hugeOrWrongNumbersInAFeatureSkipItNotTheFile(_ geometry: String) throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(id: "bad", geometry: geometry), Fixture.feature(id: "good")))
        #expect(loaded.places.map(\.id) == ["good"])
        #expect(loaded.report.problems.map(\.featureIndex) == [0])
    }

    @Test(arguments: ["1e400", "-1e400", "123456789012345678901234567890", "9223372036854775807", "-9223372036854775808"])
    func hugeNumericIDsAndPropertiesAreText(_ number: String) throws {
        let feature = #"{"type":"Feature","id":\#(number),"geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"N","category":"cafe","stars":\#(number)}}"#
        let loaded = try Fixture.load(Fixture.collection(feature))
        #expect(loaded.places.count == 1)
    }

    /// The from-bytes entry a fuzzer calls: thousands of damaged files give places or an error naming the source.
    @Test func randomlyDamagedPlacesFilesNeverTrap() {
        let seed = Array(Fixture.collection(Fixture.feature(), Fixture.feature(id: "n/2", properties: #""name":"B","category":"x","stars":4.5,"tags":[1,{"a":null}]"#)).utf8)
        for bytes in ByteMutations(of: seed, count: 4000, seed: 10) {
            do { _ = try Fixture.loader.load(data: Data(bytes), source: "damaged.geojson") } catch {
                #expect(error.description.hasPrefix("damaged.geojson: "))
            }
        }
    }
}

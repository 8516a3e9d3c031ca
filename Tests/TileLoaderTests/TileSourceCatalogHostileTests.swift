import Foundation
import MapCore
import MapData
import Testing
@testable import TileLoader

/// styles.json written by someone else: every bad entry is named with its index and reason, never a crash.
@Suite struct TileSourceCatalogHostileTests {
    let builtIn = [
        MapStyle(id: "streets", name: "Streets", urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OSM"),
        MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "Natural Earth"),
    ]
    static let good = #"{"id":"ok","name":"OK","urlTemplate":"https://ok.example/{z}/{x}/{y}.png","attribution":""}"#

    private func merge(_ json: String) -> TileSourceCatalog.Result {
        TileSourceCatalog.merge(builtIn: builtIn, userData: Data(json.utf8), sourceName: "styles.json")
    }

    /// Issue 10: `[null]`, `[7]`, `["s"]`, `[true]` killed the app with SIGILL in JSONSerialization.
    @Test(arguments: [("null", "null"), ("7", "a number"), (#""s""#, "a string"), ("true", "a boolean")])
    func nonObjectStyleEntryIsReportedNotACrash(_ entry: String, _ kind: String) {
        let r = merge("[\(entry), \(Self.good)]")
        #expect(r.styles.map(\.id) == ["streets", "offline", "ok"])
        #expect(r.warnings == ["styles.json: style [0]: \(kind), not an object; skipped"])
    }

    @Test(arguments: [
        ("{}", "missing 'id'"),
        ("[]", "an array, not an object"),
        ("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "an array, not an object"),
        (#"{"id":7,"name":"N","attribution":""}"#, "'id' is a number, expected a string"),
        (#"{"id":"n","name":"N","attribution":"","minZoom":"3"}"#, "'minZoom' is a string, expected a whole number"),
        (#"{"id":"n","name":"N","attribution":"","maxZoom":1e400}"#, "'maxZoom'"),
        (#"{"id":"n","name":"N","attribution":"","tileSize":123456789012345678901234567890}"#, "'tileSize'"),
        (#"{"id":"n","name":"N","attribution":"","maxZoom":9223372036854775807}"#, "'maxZoom' is 9.223372036854776e+18, expected a whole number"),
        (#"{"id":"n","name":"N","attribution":"","minZoom":-9223372036854775808}"#, "zoom range"),
        (#"{"id":"n","name":"N","attribution":"","minZoom":2.5}"#, "'minZoom'"),
        (#"{"id":"n","name":"N","attribution":"","subdomains":[1,2]}"#, "'subdomains[0]' is a number, expected a string"),
        (#"{"id":"n","name":"N","attribution":"","kind":"vector"}"#, "'kind'"),
        (#"{"id":"n","name":"N","attribution":"","hasRetinaTiles":"yes"}"#, "'hasRetinaTiles' is a string, expected true or false"),
        (#"{"id":"n","name":null,"attribution":""}"#, "'name' is null, expected a string"),
    ])
    func nestedGarbageEntryIsSkippedWithItsReason(_ entry: String, _ reason: String) {
        let r = merge("[\(Self.good), \(entry)]")
        #expect(r.styles.map(\.id) == ["streets", "offline", "ok"])
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("styles.json: style [1]") == true, "\(r.warnings)")
        #expect(r.warnings.first?.contains(reason) == true, "\(r.warnings)")
    }

    @Test func objectInsteadOfAnArrayIsReported() {
        let r = merge(#"{"a":1}"#)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings == ["styles.json: expected a JSON array of styles, found an object; file ignored"])
    }

    @Test(arguments: [100, 100_000])
    func deeplyNestedArraysAreReportedNotACrash(_ depth: Int) {
        let r = merge("[" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]")
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("styles.json: ") == true)
    }

    @Test(arguments: ["", "   ", "\u{FEFF}", "[", "[1,", "nul", "[\"\u{0}\"]", "\u{FF}\u{FE}[\u{0}]\u{0}"])
    func truncatedOrBinaryFileIsReportedAndIgnored(_ text: String) {
        let r = merge(text)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("styles.json: ") == true)
    }

    @Test func everyBadEntryIsNamedAndTheGoodOnesKept() {
        let r = merge("[null, \(Self.good), 7, {}, [], \"s\", true]")
        #expect(r.styles.map(\.id) == ["streets", "offline", "ok"])
        #expect(r.warnings.count == 6)
        #expect(r.problems.map(\.index) == [0, 2, 3, 4, 5, 6])
        #expect(r.problems.allSatisfy { $0.source == "styles.json" && $0.id == nil })
    }

    @Test func rejectedStyleKeepsItsIDSoStyleOptionCanExplain() {
        let r = merge(#"[{"id":"topo","name":"Topo","urlTemplate":"https://x.example/tiles.png","attribution":""}]"#)
        #expect(r.problems.first?.id == "topo")
        #expect(r.problems.first?.index == 0)
        #expect(r.rejection(forID: "topo")?.description.hasPrefix("styles.json: style [0] 'topo': ") == true)
        #expect(r.rejection(forID: "other") == nil)
    }

    @Test func fifoAsStylesFileIsReportedWithoutBlocking() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let file = dir.url.appendingPathComponent("styles.json")
        #expect(mkfifo(file.path, 0o600) == 0)
        let r = TileSourceCatalog.merge(builtIn: builtIn, userFile: file)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings.first?.contains("not a regular file") == true, "\(r.warnings)")
    }

    @Test func directoryAsStylesFileSaysSo() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let file = dir.url.appendingPathComponent("styles.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let r = TileSourceCatalog.merge(builtIn: builtIn, userFile: file)
        #expect(r.warnings.first?.contains("is a directory") == true, "\(r.warnings)")
    }

    @Test func oversizedStylesFileIsReportedUnread() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let file = dir.url.appendingPathComponent("styles.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, off_t(TileSourceCatalog.maxFileBytes + 1)) == 0)
        let r = TileSourceCatalog.merge(builtIn: builtIn, userFile: file)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings.first?.contains("too large") == true, "\(r.warnings)")
    }

    /// The from-bytes entry a fuzzer calls: thousands of damaged files merge to the built-ins plus what is valid.
    @Test func randomlyDamagedStylesFilesNeverTrap() {
        let full = ##"{"id":"t","name":"T","urlTemplate":"https://{s}.t.example/{z}/{x}/{-y}{r}.png","subdomains":["a"],"attribution":"x","minZoom":2,"maxZoom":18,"tileSize":512,"hasRetinaTiles":true,"kind":"raster"}"##
        let seed = Array("[\(Self.good), \(full)]".utf8)
        for bytes in ByteMutations(of: seed, count: 4000, seed: 11) {
            let r = TileSourceCatalog.merge(builtIn: builtIn, userData: Data(bytes), sourceName: "styles.json")
            #expect(r.styles.starts(with: builtIn) || r.styles.count >= builtIn.count)
            #expect(r.warnings.allSatisfy { $0.hasPrefix("styles.json: ") })
        }
    }
}

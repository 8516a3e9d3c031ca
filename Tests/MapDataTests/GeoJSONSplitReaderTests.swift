import Foundation
import MapCore
import Testing
@testable import MapData

/// A GeoJSON FeatureCollection read in two parts on two threads (`GeoJSONSplitReader`) gives exactly what one
/// `GeoJSONFeatureReader` gives: places, shapes, categories, problems, and the same error for a broken file. Each
/// case is read with the boundary at many points (every byte for small files), so it falls inside strings holding
/// brackets and escaped quotes, inside nested properties and geometries, and between elements.
@Suite("GeoJSONSplitReader")
struct GeoJSONSplitReaderTests {
    static func single(_ bytes: [UInt8]) -> Result<LoadedPlaces, PlaceFileError> {
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        do throws(PlaceFileError) {
            try GeoJSONFeatureReader.read(bytes, source: "t.geojson", into: &assembler)
            return .success(assembler.result(source: "t.geojson"))
        } catch { return .failure(error) }
    }

    static func split(_ bytes: [UInt8], share: Double) -> Result<LoadedPlaces, PlaceFileError> {
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        do throws(PlaceFileError) {
            try ByteWindow.with(bytes) { window throws(PlaceFileError) in
                try GeoJSONSplitReader.read(window, source: "t.geojson", into: &assembler,
                                            split: .init(minBytes: 0, firstShare: share, chunkSize: 3))
            }
            return .success(assembler.result(source: "t.geojson"))
        } catch { return .failure(error) }
    }

    /// Every share (a boundary at each byte when `everyByte`) gives the one-thread result; returns it.
    @discardableResult
    static func expectSame(_ text: String, everyByte: Bool = false) -> Result<LoadedPlaces, PlaceFileError> {
        let bytes = Array(text.utf8)
        let one = single(bytes)
        let shares = everyByte ? (0...bytes.count).map { Double($0) / Double(bytes.count) }
            : [0.0, 0.02, 0.1, 0.25, 0.4, 0.5, 0.55, 0.7, 0.85, 0.97, 1.0]
        for share in shares {
            switch (one, split(bytes, share: share)) {
            case (.success(let a), .success(let b)):
                #expect(b.places == a.places, "share \(share)")
                #expect(b.shapes == a.shapes, "share \(share)")
                #expect(b.categories == a.categories, "share \(share)")
                #expect(b.report.problems == a.report.problems, "share \(share)")
                if let k = zip(a.report.problems, b.report.problems).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                    Issue.record("share \(share): problem \(k): \(a.report.problems[k]) / \(b.report.problems[k])")
                }
                #expect(b.report.featureCount == a.report.featureCount, "share \(share)")
                #expect(b.report.countsByCategory == a.report.countsByCategory, "share \(share)")
            case (.failure(let a), .failure(let b)):
                #expect("\(a)" == "\(b)", "share \(share)")
            case (let a, let b):
                Issue.record("share \(share): one reader gave \(a), two parts \(b)")
            }
        }
        return one
    }

    static func feature(_ i: Int) -> String {
        let id = i % 40 == 39 ? "\"f\(i / 3)\"" : i % 17 == 0 ? "\"same\"" : "\"f\(i)\""
        let geometry: String
        switch i % 9 {
        case 0: geometry = #"{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]}"#
        case 1: geometry = #"{"type":"Polygon","coordinates":[[[24,60],[25,60],[25,61],[24,60]]]}"#
        case 2: geometry = "null"
        case 3: geometry = #"{"type":"Point","coordinates":[24.9,"north"]}"#
        default: geometry = "{\"type\":\"Point\",\"coordinates\":[24.\(i % 100), 60.\(i % 90)]}"
        }
        let properties = "{\"name\":\"Place \\\"\(i)\\\" ]}[{,\",\"category\":\"\(["cafe", "bakery", "brewery"][i % 3])\","
            + "\"location\":{\"name\":\"n\(i)\",\"tags\":[1,[2,{\"x\":\"]\"}],null,true,-1.5e3]}}"
        return i % 23 == 22 ? "[\"not\",\"a feature\"]"
            : "{\"type\":\"Feature\",\"id\":\(id),\"geometry\":\(geometry),\n \"properties\":\(properties)}"
    }

    @Test func problemsRepeatsAndTrickyStringsInBothPartsGiveTheSame() throws {
        let text = "\u{FEFF}{\"name\":\"trip [1]\",\"features\":[\n" + (0..<300).map(Self.feature).joined(separator: ",\n")
            + "\n],\"type\":\"FeatureCollection\",\"bbox\":[1,2,3,4]}"
        let one = try Self.expectSame(text).get()
        #expect(one.places.count > 100 && !one.shapes.isEmpty)
        #expect(one.report.problems.contains { if case .duplicateID = $0.reason { true } else { false } })
        #expect(one.report.problems.contains { if case .notAFeature = $0.reason { true } else { false } })
    }

    @Test func aBoundaryAtEveryByteOfASmallFile() {
        let text = #"{"type":"FeatureCollection","features":[ "# + (0..<6).map(Self.feature).joined(separator: " , ") + " ] }"
        Self.expectSame(text, everyByte: true)
    }

    @Test func brokenFilesGiveTheOneReadersError() {
        let good = (0..<40).map(Self.feature)
        var late = good; late[33] = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2,]}}"#
        var early = good; early[4] = #"{"type":"Feature" "geometry":null}"#
        var both = late; both[5] = #"{"type":"Feature","properties":{"a":tru}}"#
        for features in [late, early, both] {
            let text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",\n") + "]}"
            guard case .failure = Self.expectSame(text) else { Issue.record("a broken file loaded"); continue }
        }
        // Cut short, and with content after the document.
        let whole = #"{"type":"FeatureCollection","features":["# + good.joined(separator: ",") + "]}"
        Self.expectSame(String(whole.dropLast(3)))
        Self.expectSame(whole + " []")
    }

    @Test func otherShapesOfDocumentGiveTheSame() {
        Self.expectSame(Self.feature(5))
        Self.expectSame(#"{"type":"FeatureCollection","features":[]}"#, everyByte: true)
        Self.expectSame(#"{"features":[1,2],"type":"Topology"}"#, everyByte: true)
        Self.expectSame(#"[{"type":"Feature"}]"#, everyByte: true)
    }

    @Test func aCancelledSplitReadStops() {
        let text = #"{"type":"FeatureCollection","features":["# + (0..<5000).map(Self.feature).joined(separator: ",") + "]}"
        let cancellation = LoadCancellation(checkEvery: 1024)
        cancellation.cancel()
        var assembler = FeatureAssembler(catalog: [])
        assembler.cancellation = cancellation
        #expect(throws: PlaceFileError.self) {
            try ByteWindow.with(Array(text.utf8)) { window throws(PlaceFileError) in
                try GeoJSONSplitReader.read(window, source: "t.geojson", into: &assembler, split: .init(minBytes: 0))
            }
        }
    }

    /// The loader splits a large file (from `GeoJSONSplitReader.minBytes` on; here from 64 KiB, to keep the suite light).
    @Test func theLoaderSplitsALargeFile() throws {
        let text = #"{"type":"FeatureCollection","features":["# + (0..<400).map(Self.feature).joined(separator: ",\n") + "]}"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 1 << 16)
        let loaded = try PlaceFileLoader.load(bytes: bytes, name: "big.geojson", catalog: Fixture.categories,
                                              pipelineMinBytes: .max, splitMinBytes: 1 << 16)
        let one = try Self.single(bytes).get()
        #expect(loaded.places == one.places)
        #expect(loaded.shapes == one.shapes)
        #expect(loaded.report.problems == one.report.problems)
        #expect(loaded.categories == one.categories)
    }
}

import Foundation
import MapCore
import Synchronization
import Testing
@testable import MapData

/// A CSV file read in two parts on two threads (`CSVSplitReader`) gives exactly what one `CSVReader` gives: places,
/// shapes, categories, problems with their rows and lines, notes. Each case is read with the boundary in many places
/// and with small chunks, so boundaries fall inside quoted cells, blank rows and runs of repeats.
@Suite("CSVSplitReader")
struct CSVSplitReaderTests {
    /// Where a middle part started, or -1.
    final class MiddleStart: Sendable { let offset = Atomic<Int>(-1) }

    static let shares = [0.0, 0.05, 0.13, 0.3, 0.47, 0.5, 0.61, 0.77, 0.9, 0.99, 1.0]

    static func single(_ bytes: [UInt8], options: PlaceFileOptions = PlaceFileOptions()) throws -> LoadedPlaces {
        var assembler = FeatureAssembler(catalog: Fixture.categories, options: options)
        try CSVReader.read(bytes, source: "t.csv", into: &assembler)
        return assembler.result(source: "t.csv")
    }

    /// `middle`: the first part waits while the later one reads its rows and takes the second half of the first's
    /// (claimed `step` bytes at a time, row starts noted every `step` bytes): a middle part joined between them.
    static func split(_ bytes: [UInt8], share: Double, chunk: Int = 3, middle: Bool = false, step: Int = 1,
                      options: PlaceFileOptions = PlaceFileOptions(), middleStart: MiddleStart? = nil) throws -> LoadedPlaces {
        var assembler = FeatureAssembler(catalog: Fixture.categories, options: options)
        let split = middle ? CSVSplitReader.Split(minBytes: 0, firstShare: share, chunkSize: chunk, claimStep: step,
                                                  rowStartStep: step, minSteal: 1, firstWaits: true,
                                                  onMiddle: { start in middleStart?.offset.store(start, ordering: .relaxed) })
            : CSVSplitReader.Split(minBytes: 0, firstShare: share, chunkSize: chunk)
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in
            try CSVSplitReader.read(window, source: "t.csv", into: &assembler, split: split)
        }
        return assembler.result(source: "t.csv")
    }

    /// Every share in `shares` (and `extra`) gives the one-thread result.
    static func expectSame(_ text: String, extra: [Double] = [], options: PlaceFileOptions = PlaceFileOptions()) throws -> LoadedPlaces {
        try expectSame(Array(text.utf8), extra: extra, options: options)
    }

    static func expectSame(_ bytes: [UInt8], extra: [Double] = [], options: PlaceFileOptions = PlaceFileOptions()) throws -> LoadedPlaces {
        let one = try single(bytes, options: options)
        for share in shares + extra { for (middle, step) in [(false, 1), (true, 1), (true, 9)] {
            let two = try split(bytes, share: share, middle: middle, step: step, options: options)
            #expect(two.places == one.places, "share \(share), middle \(middle) \(step)")
            #expect(two.shapes == one.shapes, "share \(share), middle \(middle) \(step)")
            #expect(two.categories == one.categories, "share \(share), middle \(middle) \(step)")
            #expect(two.report.problems == one.report.problems, "share \(share), middle \(middle) \(step)")
            #expect(two.report.notes == one.report.notes, "share \(share), middle \(middle) \(step)")
            #expect(two.report.featureCount == one.report.featureCount, "share \(share), middle \(middle) \(step)")
            #expect(two.report.countsByCategory == one.report.countsByCategory, "share \(share), middle \(middle) \(step)")
        } }
        return one
    }

    @Test func problemsRepeatsAndBlankRowsInBothPartsGiveTheSame() throws {
        var csv = "id,name,category,lat,lon,note\n"
        for i in 0..<400 {
            // Ids repeated within either part and across them; made ids where the id is blank.
            let id = i % 50 == 49 ? "p\(i - 300 < 0 ? i / 2 : i - 300)" : i % 61 == 0 ? "dup" : i % 23 == 0 ? "" : "p\(i)"
            let lat = i % 37 == 0 ? "north" : String(60 + Double(i % 90) / 100)
            let category = i < 250 ? ["cafe", "bakery", "Cafe"][i % 3] : ["brewery", "cafe", "museum"][i % 3]
            csv += i % 29 == 0 ? ",,,,,\n" : ""
            csv += i % 31 == 0 ? "\(id),Short row \(i),\(category),\(lat)\n" : ""
            csv += "\(id),\"Place \(i), \"\"quoted\"\"\",\(category),\(lat),24.\(i % 100),\"line one\nline two of \(i)\"\n"
            csv += i % 97 == 0 ? "nul\u{0},x,cafe,60,24,\n" : ""
        }
        let one = try Self.expectSame(csv)
        // With a layer's prefix on every id, repeats are found the same, and problems keep the file's ids.
        let keyed = try Self.expectSame(csv, options: PlaceFileOptions(idPrefix: "/home/me/trip.csv#"))
        #expect(keyed.places.map(\.id) == one.places.map { "/home/me/trip.csv#" + $0.id })
        #expect(keyed.report.problems == one.report.problems)
        #expect(one.places.count > 300)
        #expect(one.report.problems.contains { if case .duplicateID = $0.reason { true } else { false } })
        #expect(one.report.problems.contains { if case .malformedRow = $0.reason { true } else { false } })
        #expect(one.report.notes.contains { $0.contains("another number of cells") })
    }

    /// The boundary at every byte of a file whose cells hold line breaks and delimiters.
    @Test func aBoundaryInsideAQuotedCellFallsAfterItsRow() throws {
        var csv = "name,lat,lon,note\n"
        for i in 0..<12 { csv += "\"P\n\(i)\",60.\(i),24.\(i),\"a,\n\"\"b\"\"\r\nc\"\n" }
        let bytes = Array(csv.utf8)
        let shares = (0...bytes.count).map { Double($0) / Double(bytes.count) }
        let one = try Self.expectSame(bytes, extra: shares)
        #expect(one.places.count == 12)
    }

    /// A made id ("feature/N") in one part met by an own id in the other, both ways round.
    @Test func ownIdsMeetMadeIdsAcrossTheParts() throws {
        var csv = "id,name,lat,lon\n"
        for i in 0..<40 {
            let id = i == 3 ? "feature/35" : i == 30 ? "feature/5" : i == 10 || i == 35 || i == 5 ? "" : "own\(i)"
            csv += "\(id),P\(i),60.\(i),24.\(i)\n"
        }
        let one = try Self.expectSame(csv)
        #expect(one.report.problems.map(\.featureIndex) == [30, 35])
        // A prefix ending in a character an id's first (combining) character joins still keys by bytes.
        let keyed = try Self.expectSame(csv.replacingOccurrences(of: "own1", with: "\u{301}own1"), options: PlaceFileOptions(idPrefix: "a.csv#e"))
        #expect(keyed.report.problems.map(\.featureIndex) == [30, 35])
    }

    @Test func moreThanSixtyCategoriesSpreadOverThePartsGiveTheSame() throws {
        var csv = "name,type,lat,lon\n"
        for i in 0..<700 { csv += "P\(i),kind\((i * 7) % (i < 350 ? 40 : 75)),60.\(i % 100),24.\(i % 100)\n" }
        let one = try Self.expectSame(csv)
        #expect(one.report.notes.contains { $0.contains("categories: the 59 largest") })
    }

    @Test func wktShapesLatin1AndSwappedColumnsGiveTheSame() throws {
        var wkt = "name,wkt\n"
        for i in 0..<60 {
            wkt += i % 3 == 0 ? "L\(i),\"LINESTRING (24.\(i) 60.1, 24.9 60.2)\"\n" : "P\(i),POINT (24.\(i) 60.\(i))\n"
        }
        _ = try Self.expectSame(wkt)
        var latin1: [UInt8] = Array("name,lat,lon\n".utf8)
        for i in 0..<50 { latin1 += Array("Caf".utf8) + [0xE9] + Array(" \(i),60.\(i),24.\(i)\n".utf8) }
        #expect(try Self.expectSame(latin1).report.notes.contains { $0.contains("Latin-1") })
        var swapped = "name,latitude,longitude\n"
        for i in 0..<50 { swapped += "P\(i),24.\(i),60.\(i)\n" }
        #expect(try Self.expectSame(swapped).report.notes.contains { $0.contains("look swapped") })
    }

    @Test func aCancelledSplitReadStops() throws {
        var csv = "name,lat,lon\n"
        for i in 0..<20_000 { csv += "P\(i),60.\(i % 100),24.\(i % 100)\n" }
        let cancellation = LoadCancellation(checkEvery: 1024)
        cancellation.cancel()
        var assembler = FeatureAssembler(catalog: [])
        assembler.cancellation = cancellation
        #expect(throws: PlaceFileError.self) {
            try CSVSplitReader.read(Array(csv.utf8), source: "t.csv", into: &assembler, minBytes: 0)
        }
    }

    /// The loader splits a large file (from `CSVSplitReader.minBytes` on; here from 64 KiB, to keep the suite light).
    @Test func theLoaderSplitsALargeFile() throws {
        var csv = "id,name,category,lat,lon\n"
        for i in 0..<6000 {
            csv += "\(i % 2003 == 7 ? "again" : "id\(i)"),Place number \(i),\(["cafe", "bar", "park"][i % 3]),60.\(i % 1000),24.\(i % 997)\n"
        }
        let bytes = Array(csv.utf8)
        #expect(bytes.count > 1 << 16)
        let loaded = try PlaceFileLoader.load(bytes: bytes, name: "big.csv", catalog: Fixture.categories,
                                              pipelineMinBytes: .max, splitMinBytes: 1 << 16)
        let one = try Self.single(bytes)
        #expect(loaded.places == one.places)
        #expect(loaded.report.problems == one.report.problems)
        #expect(loaded.categories == one.categories)
        // Three rows say "again": the later two are refused, one of them across the parts.
        #expect(loaded.report.problems.map(\.featureIndex) == [2010, 4013])
        #expect(loaded.places.count == 6000 - 2)
    }

    /// The later part, done first, reads the second half of the first part's rows itself, from a row start it
    /// passed while counting: a middle part whose repeats, problems and made ids are one reader's.
    @Test func aMiddlePartTakenFromTheFirstGivesTheSame() throws {
        var csv = "id,name,lat,lon\n"
        for i in 0..<300 { csv += "\(i % 40 == 0 ? "dup" : i % 7 == 0 ? "" : "p\(i)"),\"P\n\(i)\",\(i % 53 == 0 ? "x" : "60.1"),24.\(i)\n" }
        let bytes = Array(csv.utf8)
        let one = try Self.single(bytes)
        let start = MiddleStart()
        let two = try Self.split(bytes, share: 0.8, middle: true, step: 64, middleStart: start)
        #expect(two.places == one.places)
        #expect(two.report.problems == one.report.problems)
        let middle = start.offset.load(ordering: .relaxed)
        // Near the middle of the first part's rows (0.8 of the body): its second half went to the middle part.
        #expect(middle > bytes.count * 3 / 10 && middle < bytes.count * 6 / 10)
        #expect(one.report.problems.contains { if case .duplicateID = $0.reason { true } else { false } })
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

/// A GPX file read in two parts on two threads (`GPXSplitReader`) gives exactly what one `GPXReader` gives: places,
/// tracks, categories, problems with their lines, and the same error for a broken file. Each case is read with the
/// boundary at many points; where it falls inside a comment, a CDATA section or a deeper element the split does not
/// hold, and the file is read again on one thread, as `PlaceFileLoader` does.
@Suite("GPXSplitReader")
struct GPXSplitReaderTests {
    static let compare = XMLSplitComparison(source: "t.gpx", readOne: { bytes, source, sink throws(PlaceFileError) in
        try GPXReader.read(bytes, source: source, into: &sink)
    }, readTwo: { window, source, first, split throws(PlaceFileError) in
        try GPXSplitReader.read(window, source: source, into: &first, split: split)
    })
    static let shares = XMLSplitComparison.shares

    static func single(_ bytes: [UInt8]) -> Result<LoadedPlaces, PlaceFileError> { compare.single(bytes) }

    @discardableResult
    static func expectSame(_ text: String, shares: [Double] = shares) -> Int { compare.expectSame(text, shares: shares) }

    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a trip -->
        <gpx version="1.1" creator="t &gt; 'x'" xmlns="http://www.topografix.com/GPX/1/1" xmlns:x="urn:x">
        <metadata><name>Trip</name><desc>a &lt;wpt lat="1" lon="1"&gt; in text</desc></metadata>

        """

    /// Waypoints (some with a bad position, some with links and extensions), a track every 25th, a route every 31st.
    static func feature(_ i: Int) -> String {
        if i % 25 == 24 {
            return "<trk><name>Track \(i)</name><type>hike</type><trkseg><trkpt lat=\"60.1\" lon=\"24.\(i)\"/>\n"
                + "<trkpt lat=\"60.2\" lon=\"24.\(i + 1)\"></trkpt></trkseg></trk>\n"
        }
        if i % 31 == 30 { return "<rte><name>Route \(i)</name><rtept lat=\"1\" lon=\"2\"/><rtept lat=\"1.5\" lon=\"2.5\"/></rte>\n" }
        let lat = i % 19 == 7 ? "north" : "60.\(i % 90)"
        let extra = i % 13 == 5 ? "<link href=\"https://example.org/\(i)\"><text>site</text></link>"
            : i % 13 == 9 ? "<extensions><x:wpt>nested</x:wpt><x:trk/></extensions>" : ""
        return "<wpt lat=\"\(lat)\" lon=\"24.\(i % 100)\">\n  <name>Place \(i)</name><desc>Kivikatu \(i)</desc>"
            + "<type>\(["cafe", "bakery", "brewery"][i % 3])</type>\(extra)</wpt>\n"
    }

    static func document(_ count: Int, trap: (Int) -> String = { _ in "" }) -> String {
        head + (0..<count).map { trap($0) + feature($0) }.joined() + "</gpx>\n"
    }

    @Test func waypointsTracksRoutesAndProblemsInBothPartsGiveTheSame() throws {
        let text = Self.document(300)
        let splits = Self.expectSame(text)
        // A boundary exists from the head up to the last waypoint: every share but the last two split.
        #expect(splits >= Self.shares.count - 2)
        let one = try Self.single(Array(text.utf8)).get()
        #expect(one.places.count > 200 && one.shapes.count > 10 && !one.report.problems.isEmpty)
    }

    @Test func aBoundaryInACommentOrCDATAOrADeeperElementIsReadAgainOnOneThread() {
        // A trap puts `<wpt` where only a reader sees it is not a waypoint of the root. A boundary on it, or after it
        // (the later part's count of features before it is then one too many), does not hold.
        let traps: [(Int) -> String] = [
            { $0 == 60 ? "<!-- <wpt lat=\"1\" lon=\"1\"><name>commented</name></wpt> -->\n" : "" },
            { $0 == 60 ? "<desc><![CDATA[ <wpt lat=\"1\" lon=\"1\"> ]]></desc>\n" : "" },
            { $0 == 60 ? "<extensions><wpt lat=\"1\" lon=\"1\"><name>deeper</name></wpt></extensions>\n" : "" },
            { $0 == 60 ? "<?pi <wpt lat=\"1\" lon=\"1\"> ?>\n" : "" },
        ]
        for trap in traps {
            let text = Self.document(120, trap: trap)
            let shares = (1..<80).map { Double($0) / 80 }
            let splits = Self.expectSame(text, shares: shares)
            // Boundaries before the trap split; the others are read again on one thread.
            #expect(splits > 0 && splits < shares.count, "\(splits) of \(shares.count) split")
        }
    }

    @Test func anErrorInEitherPartIsTheOneReadersError() {
        for broken in [10, 250] {
            let text = Self.document(300).replacingOccurrences(of: "<name>Place \(broken)</name>", with: "<name>Place \(broken)</nam>")
            Self.expectSame(text)
        }
        Self.expectSame(Self.document(200).replacingOccurrences(of: "</gpx>\n", with: ""))
        Self.expectSame(Self.document(200) + "<wpt lat=\"1\" lon=\"1\"/>")
    }

    @Test func aHeadThatIsNotPlainIsReadOnOneThread() {
        for head in ["<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<gpx version=\"1.1\">\n",
                     "<g:gpx xmlns:g=\"http://www.topografix.com/GPX/1/1\">\n", "<gpx/>\n<gpx>\n"] {
            let text = head + (0..<50).map(Self.feature).joined() + (head.contains("g:gpx") ? "</g:gpx>" : "</gpx>")
            let splits = Self.expectSame(text)
            #expect(splits == 0, "\(head)")
        }
        #expect(XMLRootStart.end(in: ByteWindow(file: FileBuffer(copying: Array("\u{FEFF}<?xml version='1.0' encoding='utf-8'?><!-- c --><?p x?>\n<gpx a=\"x>y\" b='>'>".utf8))), root: "gpx") != nil)
    }

    @Test func aCancelledReadStopsBothParts() {
        let cancellation = LoadCancellation()
        cancellation.cancel()
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        assembler.cancellation = cancellation
        let bytes = Array(Self.document(300).utf8)
        #expect(throws: PlaceFileError.self) {
            try ByteWindow.with(bytes) { window throws(PlaceFileError) in
                try GPXSplitReader.read(window, source: "t.gpx", into: &assembler, split: .init(minBytes: 0))
            }
        }
    }

    /// A file over the split size, from disk, with the boundary on a commented waypoint: both parts give back pages,
    /// the split does not hold, the pages are read back and one reader gives the places.
    @Test func aFileWhoseSplitDoesNotHoldIsReadAgainFromItsPages() throws {
        let trap = "<!-- <wpt lat=\"1\" lon=\"1\"></wpt> -->\n"
        let a = (0..<70_000).map(Self.feature).joined(), b = (70_000..<140_000).map(Self.feature).joined()
        let tail = "</gpx>\n"
        // The boundary search starts at half the file: put that just before the comment's `<wpt`.
        let front = Self.head.utf8.count + a.utf8.count, back = trap.utf8.count + b.utf8.count + tail.utf8.count
        let padding = String(repeating: " ", count: abs(front - back))
        let text = front < back ? Self.head + padding + a + trap + b + tail : Self.head + a + trap + b + padding + tail
        #expect(text.utf8.count >= PlaceFileLoader.splitMinBytes)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gpx-split-\(UUID().uuidString).gpx")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Array(text.utf8)
        #expect(GPXSplitReader.boundary(in: ByteWindow(file: FileBuffer(copying: bytes)), from: bytes.count / 2)
                == max(front, back) + 5)
        let fromFile = try PlaceFileLoader.load(contentsOf: url, catalog: Fixture.categories)
        let one = try Self.single(bytes).get()
        #expect(fromFile.places == one.places)
        #expect(fromFile.report.problems == one.report.problems)
        #expect(fromFile.shapes.count == one.shapes.count)
    }
}

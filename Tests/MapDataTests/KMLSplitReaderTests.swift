import Foundation
import MapCore
import Testing
@testable import MapData

/// A KML file read in two parts on two threads (`KMLSplitReader`) gives exactly what one `KMLReader` gives: places,
/// shapes, folder categories, style colours, problems with their lines, and the same error for a broken file. Each
/// case is read with the boundary at many points; where the scan before it cannot stand in for the document (a
/// boundary in a comment or a placemark, a prefixed element, an open element other than Document or Folder), the
/// file is read again on one thread, as `PlaceFileLoader` does.
@Suite("KMLSplitReader")
struct KMLSplitReaderTests {
    static let compare = XMLSplitComparison(source: "t.kml", readOne: { bytes, source, sink throws(PlaceFileError) in
        try KMLReader.read(bytes, source: source, into: &sink)
    }, readTwo: { window, source, first, split throws(PlaceFileError) in
        try KMLSplitReader.read(window, source: source, into: &first, split: split)
    })
    static let shares = XMLSplitComparison.shares

    static func single(_ bytes: [UInt8]) -> Result<LoadedPlaces, PlaceFileError> { compare.single(bytes) }

    @discardableResult
    static func expectSame(_ text: String, shares: [Double] = shares) -> Int { compare.expectSame(text, shares: shares) }

    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a trip -->
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
        <Document id="d"><name>Trip</name>
        <Style id="red"><IconStyle><color>ff0000ff</color></IconStyle><LineStyle><color>ff0000ff</color></LineStyle></Style>
        <StyleMap id="redMap"><Pair><key>normal</key><styleUrl>#red</styleUrl></Pair></StyleMap>

        """

    /// Points in folders (names with entities, a nameless one, nested), styles by map and by id, a line every 13th,
    /// a bad coordinate every 17th, a style defined halfway.
    static func placemark(_ i: Int) -> String {
        let coordinates = i % 17 == 0 ? "x,y" : "\(24 + Double(i % 50) / 100),\(60 + Double(i % 30) / 100)"
        let geometry = i % 13 == 0
            ? "<LineString><coordinates>24.9,60.1 \n 25.0,60.2</coordinates></LineString>"
            : "<Point><coordinates>\(coordinates)</coordinates></Point>"
        let style = ["#redMap", "#red", "#blue", "#none"][i % 4]
        return """
            <Placemark id="p\(i)"><name>Place &amp; \(i)</name><styleUrl>\(style)</styleUrl>
            <ExtendedData><Data name="n"><value>\(i)</value></Data></ExtendedData>
            \(geometry)</Placemark>

            """
    }

    static func document(_ count: Int) -> String {
        var text = head
        for i in 0..<count {
            switch i % 20 {
            case 0: text += "<Folder><name>Food &amp; drink</name>\n"
            case 5: text += "<Folder><name>\n  Cafés\n</name><visibility>1</visibility>\n"
            case 9: text += "</Folder>\n"
            case 10: text += "<!-- <Placemark> in a comment --><Folder>\n"
            case 12: text += "<Style id=\"blue\"><IconStyle><color>ffff0000</color></IconStyle></Style>\n"
            case 15: text += "</Folder>\n"
            case 19: text += "</Folder>\n"
            default: break
            }
            text += placemark(i)
        }
        return text + "</Document>\n</kml>\n"
    }

    @Test func foldersStylesLinesAndProblemsInBothPartsGiveTheSame() throws {
        let splits = Self.expectSame(Self.document(120), shares: (0...40).map { Double($0) / 40 })
        #expect(splits >= 20)
    }

    @Test func aBoundaryInACommentCDATAOrAPlacemarkIsReadAgainOnOneThread() {
        var text = Self.head
        for i in 0..<40 {
            text += i == 20 ? "<!-- \n<Placemark>\n -->" : ""
            text += i == 25 ? "<![CDATA[ <Placemark> ]]>" : ""
            text += Self.placemark(i)
        }
        Self.expectSame(text + "</Document></kml>", shares: (0...50).map { Double($0) / 50 })
    }

    @Test func prefixedElementsOrOtherOpenElementsAreReadOnOneThread() {
        var prefixed = Self.head + "<gx:Tour><gx:Playlist/></gx:Tour>\n"
        for i in 0..<20 { prefixed += Self.placemark(i) }
        prefixed += "</Document></kml>"
        #expect(Self.expectSame(prefixed, shares: [0.6, 0.8]) == 0)
        var wrapped = Self.head + "<NetworkLinkControl>\n"
        for i in 0..<20 { wrapped += Self.placemark(i) }
        wrapped += "</NetworkLinkControl></Document></kml>"
        #expect(Self.expectSame(wrapped, shares: [0.5]) == 0)
    }

    @Test func anErrorInEitherPartIsTheOneReadersError() {
        let good = Self.document(60)
        for broken in [good.replacingOccurrences(of: "<name>Place &amp; 10</name>", with: "<name>Place & 10</name>"),
                       good.replacingOccurrences(of: "</Placemark>\n<Placemark id=\"p50\"", with: "</Placemark>\n<Placemark id=\"p50\"<"),
                       String(good.dropLast(30))] {
            Self.expectSame(broken, shares: [0.1, 0.3, 0.5, 0.7, 0.9])
        }
    }

    @Test func theBenchFilesShapeSplitsAtHalf() throws {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">\n<Document>\n<name>G</name>\n<Folder>\n<name>cafe</name>\n"
        for i in 0..<200 { text += "<Placemark><name>P \(i)</name><Point><coordinates>24.\(i),60.1</coordinates></Point></Placemark>\n" }
        text += "</Folder>\n</Document>\n</kml>\n"
        #expect(Self.expectSame(text, shares: [0.5]) == 1)
    }

    @Test func aCancelledReadStopsBothParts() {
        let cancellation = LoadCancellation()
        cancellation.cancel()
        var assembler = FeatureAssembler(catalog: Fixture.categories)
        assembler.cancellation = cancellation
        let bytes = Array(Self.document(400).utf8)
        #expect(throws: PlaceFileError.self) {
            try ByteWindow.with(bytes) { window throws(PlaceFileError) in
                try KMLSplitReader.read(window, source: "t.kml", into: &assembler, split: .init(minBytes: 0))
            }
        }
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

/// XML that attacks the reader: entities, DTDs, depth, size. Each is refused with the file, the line and the
/// reason, and nothing is expanded, fetched or read.
@Suite("KMLReader: hostile documents")
struct KMLReaderHostileTests {
    static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE kml [
      <!ENTITY lol "lol">
      <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
      <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
      <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
      <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
      <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <kml><Document><Placemark><name>&lol9;</name><Point><coordinates>24.9,60.1</coordinates></Point></Placemark></Document></kml>
    """

    @Test func billionLaughsIsRefusedAndNothingIsExpanded() {
        var sink = CollectingSink()
        let message = XMLFixture.message { try KMLReader.read(Array(Self.billionLaughs.utf8), source: "laughs.kml", into: &sink) }
        #expect(message == "laughs.kml: refused: line 2: entity declarations are not allowed")
        #expect(sink.features.isEmpty && sink.problems.isEmpty)
    }

    @Test func externalEntityToEtcPasswdIsRefusedAndNothingIsRead() throws {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE kml [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <kml><Document><Placemark><name>&xxe;</name><description>&xxe;</description>
        <Point><coordinates>24.9,60.1</coordinates></Point></Placemark></Document></kml>
        """
        var sink = CollectingSink()
        let message = XMLFixture.message { try KMLReader.read(Array(text.utf8), source: "xxe.kml", into: &sink) }
        #expect(message == "xxe.kml: refused: line 2: entity declarations are not allowed")
        #expect(sink.features.isEmpty)
        #expect(!message.contains("root:"))
    }

    @Test func externalDTDIsRefusedUnfetched() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE kml SYSTEM "http://127.0.0.1:9/kml.dtd">
        <kml><Document/></kml>
        """
        #expect(XMLFixture.message { _ = try XMLFixture.kml(text) } == "test.kml: refused: line 2: DTDs are not allowed")
    }

    @Test func undeclaredEntityIsAnErrorNotAnExpansion() {
        let text = "<kml><Document><Placemark><name>&xxe;</name></Placemark></Document></kml>"
        #expect(XMLFixture.message { _ = try XMLFixture.kml(text) } == "test.kml: refused: line 1: entity declarations are not allowed")
    }

    @Test func predefinedEntitiesAndCharacterReferencesStillWork() throws {
        let sink = try XMLFixture.kml(XMLFixture.document(
            XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>", name: "Fish &amp; chips &#228; &lt;3")))
        #expect(sink.property("name", of: 0) == "Fish & chips ä <3")
    }

    @Test func deepNestingIsRefusedAsTooLarge() {
        let text = "<kml>" + String(repeating: "<Folder>", count: 200) + String(repeating: "</Folder>", count: 200) + "</kml>"
        #expect(XMLFixture.message { _ = try XMLFixture.kml(text) } == "test.kml: too large: line 1: elements nested deeper than 128")
        let deeper = "<kml>" + String(repeating: "<a>", count: 100_000)
        #expect(XMLFixture.message { _ = try XMLFixture.kml(deeper) }.hasPrefix("test.kml: too large: line 1: "))
    }

    @Test func tooManyAttributesAndTooMuchTextAreRefused() {
        let attributes = (0..<100).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(XMLFixture.message { _ = try XMLFixture.kml("<kml><Document \(attributes)/></kml>") }
                == "test.kml: too large: line 1: <Document> has more than 64 attributes")
        let huge = "<kml><Document><Placemark><name>" + String(repeating: "x", count: 9 << 20) + "</name></Placemark></Document></kml>"
        #expect(XMLFixture.message { _ = try XMLFixture.kml(huge) }.hasPrefix("test.kml: too large: line 1: "))
    }

    @Test func documentOverTheSizeLimitIsTooLargeNotMalformed() {
        var limits = XMLLimits()
        limits.documentBytes = 1 << 20
        let text = XMLFixture.document(String(repeating: XMLFixture.placemark("<Point><coordinates>24.9,60.1</coordinates></Point>"), count: 20_000))
        var sink = CollectingSink()
        let message = XMLFixture.message { try KMLReader.read(Array(text.utf8), source: "big.kml", limits: limits, into: &sink) }
        #expect(message.hasPrefix("big.kml: too large: "), "\(message)")
    }

    /// Placemarks and folders where KML has none (inside a placemark) neither end the placemark early nor pop a
    /// folder that was never pushed.
    @Test func strayFolderAndPlacemarkInsideAPlacemarkKeepTheNestingStraight() throws {
        let sink = try XMLFixture.kml(XMLFixture.document("""
            <Folder><name>Outer</name>
            <Placemark><name>A</name><Folder><Placemark><name>inner</name></Placemark></Folder>
              <Point><coordinates>24.9,60.1</coordinates></Point></Placemark>
            </Folder></Folder></Folder>
            """).replacingOccurrences(of: "</Folder></Folder></Folder>", with: "</Folder>"))
        #expect(sink.features.count == 1)
        #expect(sink.features.first?.formatCategory == "Outer")
        #expect(sink.property("name", of: 0) == "A")
    }

    @Test func randomlyDamagedDocumentsNeverTrap() throws {
        var random = SplitMix64(seed: 25)
        let original = Array(KMLReaderTests.myMaps.utf8)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int(random.next() % 6 + 1) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: position)
                default: bytes.insert(contentsOf: Array("<Folder>".utf8), at: position)
                }
            }
            var sink = CollectingSink()
            do { try KMLReader.read(bytes, source: "damaged.kml", into: &sink) } catch {
                #expect(error.description.hasPrefix("damaged.kml"))
            }
        }
    }
}

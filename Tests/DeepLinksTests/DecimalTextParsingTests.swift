import Testing
import MapCore
@testable import DeepLinks

/// The one plain-decimal reader shared by geo: URIs and the command line's numbers.
@Suite("DecimalText.parse")
struct DecimalTextParsingTests {
    @Test("plain decimals, negative ones included", arguments: [
        ("60.17", 60.17), ("-33.92", -33.92), ("18.42", 18.42), ("0", 0.0), ("-0", 0.0), ("-0.0", 0.0),
        ("180", 180.0), ("007.5", 7.5),
    ])
    func readsPlainDecimals(text: String, expected: Double) {
        #expect(DecimalText.parse(text) == expected)
    }

    @Test("hex, exponents, NaN, infinity, signs and stray characters are refused", arguments: [
        "0x1p4", "0x10", "1e3", "1E3", "NaN", "nan", "inf", "-inf", "infinity", "+60", "60.", ".5", "-", "",
        "6 0", " 60", "60,5", "٦٠", "1_000", "--1", "1.2.3",
    ])
    func refusesEverythingElse(text: String) {
        #expect(DecimalText.parse(text) == nil)
    }

    @Test func aSignIsRefusedWhenNotAllowed() {
        #expect(DecimalText.parse("-1", allowsSign: false) == nil)
        #expect(DecimalText.parse("1", allowsSign: false) == 1)
    }

    @Test func overlongTextIsRefused() {
        #expect(DecimalText.parse(String(repeating: "1", count: DecimalText.maxParsedLength)) != nil)
        #expect(DecimalText.parse(String(repeating: "1", count: DecimalText.maxParsedLength + 1)) == nil)
    }

    @Test func geoURIZoomStopsAtTheSharedLimitThatZoomUses() throws {
        #expect(GeoURI.zoomRange == ZoomLimit.levels)
        #expect(try GeoURI(parsing: "geo:60.17,24.94?z=22").zoom == 22)
        #expect(throws: GeoURIError.invalidZoom("23")) { try GeoURI(parsing: "geo:60.17,24.94?z=23") }
    }
}

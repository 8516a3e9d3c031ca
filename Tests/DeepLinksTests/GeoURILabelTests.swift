import MapCore
import Testing
@testable import DeepLinks

/// `geo:` links with a labelled point in `q=` (Android's `LAT,LON(LABEL)` form) and hostile labels.
@Suite("GeoURI labelled points")
struct GeoURILabelTests {
    @Test("the point in q= with its label, path and q agreeing")
    func samePointInPathAndQuery() throws {
        let uri = try GeoURI(parsing: "geo:60.17,24.94?q=60.17,24.94(Meeting%20point)")
        let marker = try #require(uri.marker)
        #expect(marker.coordinate == Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94))
        #expect(marker.label == "Meeting point")
        #expect(uri.viewCenter == marker.coordinate)
    }

    @Test("q= coordinates win over a 0,0 path; a raw space in the label is accepted")
    func zeroPathTakesTheQueryPoint() throws {
        let uri = try GeoURI(parsing: "geo:0,0?q=60.17,24.94(Meeting point)")
        #expect(uri.marker == DroppedMarker(coordinate: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), label: "Meeting point"))
        #expect(uri.viewCenter.latitude == 60.17 && uri.viewCenter.longitude == 24.94)
        #expect(uri.coordinate.latitude == 0, "the path itself is kept as given")
        let zoomed = try GeoURI(parsing: "geo:0,0?z=17&q=60.17,24.94(Meeting+point)")
        #expect(zoomed.zoom == 17)
        #expect(zoomed.marker?.label == "Meeting+point", "'+' stays '+' (RFC 3986)")
    }

    @Test("a path other than 0,0 stays the view's centre; the marker sits at q=")
    func pathElsewhere() throws {
        let uri = try GeoURI(parsing: "geo:60.2,25.0?q=60.17,24.94(Here)")
        #expect(uri.viewCenter == uri.coordinate)
        #expect(uri.marker?.coordinate.latitude == 60.17)
    }

    @Test("percent-encoded comma, parentheses and UTF-8 in the label; spaces around the numbers")
    func percentDecoding() throws {
        let uri = try GeoURI(parsing: "geo:0,0?q=60.17%2C%2024.94%28Caf%C3%A9%20%28north%20door%29%29")
        #expect(uri.marker?.label == "Café (north door)")
        #expect(uri.marker?.coordinate.longitude == 24.94)
    }

    @Test("coordinates without a label, an empty label, and plain search texts")
    func unlabelledAndSearches() throws {
        #expect(try GeoURI(parsing: "geo:0,0?q=60.17,24.94").marker?.label == "60.17, 24.94")
        #expect(try GeoURI(parsing: "geo:0,0?q=60.17,24.94()").marker?.label == "60.17, 24.94")
        #expect(try GeoURI(parsing: "geo:0,0?q=coffee").marker == nil)
        #expect(try GeoURI(parsing: "geo:60.17,24.94?q=Mannerheimintie%201,%20Helsinki").marker == nil)
        #expect(try GeoURI(parsing: "geo:0,0?q=1e5,2(x)").marker == nil, "not plain decimals: a search text")
        #expect(try GeoURI(parsing: "geo:60.17,24.94").marker == nil)
    }

    @Test("q= coordinates out of range are refused by name")
    func outOfRange() {
        #expect(throws: GeoURIError.latitudeOutOfRange(91)) { try GeoURI(parsing: "geo:0,0?q=91,24.94(x)") }
        #expect(throws: GeoURIError.longitudeOutOfRange(-181)) { try GeoURI(parsing: "geo:0,0?q=60,-181") }
    }

    @Test("hostile labels: controls, bidi overrides, zero-width, line breaks, huge and combining towers")
    func hostileLabels() throws {
        let controls = try GeoURI(parsing: "geo:0,0?q=1,2(a%00b%07c%1B%5B31md%7Fe)")
        #expect(controls.marker?.label == "abc[31mde")
        let bidi = try GeoURI(parsing: "geo:0,0?q=1,2(%E2%80%AEevil%E2%80%AC%E2%80%8Bname)")
        #expect(bidi.marker?.label == "evilname")
        let lines = try GeoURI(parsing: "geo:0,0?q=1,2(%0A%0Aline%0D%0Aone%09%09two%E2%80%A8three%20%20)")
        #expect(lines.marker?.label == "line one two three")
        let long = try GeoURI(parsing: "geo:0,0?q=1,2(" + String(repeating: "x", count: 3000) + ")")
        let label = try #require(long.marker?.label)
        #expect(label.count == DroppedMarker.maxLabelLength)
        #expect(label.hasSuffix("…"))
        let tower = try GeoURI(parsing: "geo:0,0?q=1,2(Z" + String(repeating: "%CC%81", count: 200) + ")")
        #expect((tower.marker?.label.unicodeScalars.count ?? 99) <= 12)
        let onlyJunk = try GeoURI(parsing: "geo:0,0?q=1,2(%00%E2%80%AE%20%09)")
        #expect(onlyJunk.marker?.label == "1, 2", "nothing drawable: the coordinates instead")
        let emoji = try GeoURI(parsing: "geo:0,0?q=1,2(%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB%20desk)")
        #expect(emoji.marker?.label == "👩‍💻 desk", "the emoji joiner stays")
    }

    @Test("raw spaces are still refused outside the query, and raw controls anywhere")
    func rawSpaces() {
        #expect(throws: GeoURIError.invalidCharacter(" ")) { try GeoURI(parsing: "geo:60.17, 24.94?q=1,2(a b)") }
        #expect(throws: GeoURIError.invalidCharacter("\n")) { try GeoURI(parsing: "geo:0,0?q=1,2(a\nb)") }
        #expect(throws: GeoURIError.invalidCharacter("#")) { try GeoURI(parsing: "geo:0,0?q=1,2(a#b)") }
    }

    @Test("the text round-trips: building it again gives the same marker")
    func roundTrip() throws {
        let uri = try GeoURI(parsing: "geo:0,0?q=60.17,24.94(Meeting point)")
        let again = try GeoURI(parsing: uri.string)
        #expect(again.marker == uri.marker)
    }
}

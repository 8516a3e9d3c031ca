@testable import Gazetteer
import MapCore
import Testing

/// Short queries rank a prefix's top list (`GazetteerTops`) first, then pass over most of the range by population;
/// the answer must be exactly the plain scan's, wherever the view is.
@Suite struct GazetteerTopTests {
    static let prefixes = ["s", "m", "t", "a", "k", "sa", "ma", "ba", "ch", "san", "l", "new"]
    static let centres: [(String, Coordinate)] = [
        ("Helsinki", BundledGazetteer.helsinki), ("Tokyo", BundledGazetteer.at(35.7, 139.7)),
        ("New York", BundledGazetteer.at(40.7, -74.0)), ("São Paulo", BundledGazetteer.at(-23.5, -46.6)),
        ("Lagos", BundledGazetteer.at(6.5, 3.4)), ("Mumbai", BundledGazetteer.at(19.1, 72.9)),
        ("Sydney", BundledGazetteer.at(-33.9, 151.2)), ("Reykjavík", BundledGazetteer.at(64.1, -21.9)),
        ("Pacific", BundledGazetteer.at(0, -150)), ("Antarctica", BundledGazetteer.at(-80, 0)),
    ]

    @Test(arguments: prefixes)
    func topListAnswersAsTheFullScan(_ prefix: String) {
        for (name, centre) in Self.centres {
            let (top, full, used) = BundledGazetteer.shared.searchBothWays(prefix, near: centre)
            #expect(top == full, "\(prefix) near \(name): \(top.prefix(3).map(\.place.name)) vs \(full.prefix(3).map(\.place.name))")
            #expect(full.count == 20)
            // "new" has fewer than topRangeKeys keys: no list, the plain scan is quick enough.
            #expect(used == (prefix != "new"), "\(prefix): top list used \(used)")
        }
    }

    /// Views far from big cities, where the 20th place is far away and small, so the sweep's cell bound decides most.
    static let remote: [(String, Coordinate)] = [
        ("Sahara", BundledGazetteer.at(23, 12)), ("Siberia", BundledGazetteer.at(66, 120)),
        ("Greenland", BundledGazetteer.at(75, -40)), ("Amazon", BundledGazetteer.at(-5, -65)),
        ("South Atlantic", BundledGazetteer.at(-37, -12)), ("Kerguelen", BundledGazetteer.at(-49.3, 69.2)),
        ("Antimeridian", BundledGazetteer.at(-17, 179.99)), ("North Pole", BundledGazetteer.at(90, 0)),
        ("Cell corner", BundledGazetteer.at(60, 20)), ("Tampere", BundledGazetteer.at(61.5, 23.76)),
    ]

    /// Every Latin letter and some one-letter queries in other scripts, at remote views and the cities above.
    @Test(arguments: Array("abcdefghijklmnopqrstuvwxyz").map(String.init) + ["м", "с", "东", "ø", "ş"])
    func oneLetterAnswersAsTheFullScanAnywhere(_ letter: String) {
        for (name, centre) in Self.remote + Self.centres.prefix(4) {
            let (top, full, _) = BundledGazetteer.shared.searchBothWays(letter, near: centre)
            #expect(top == full, "\(letter) near \(name): \(top.prefix(3).map(\.place.name)) vs \(full.prefix(3).map(\.place.name))")
        }
    }

    @Test func limitsOtherThanTwentyAgreeToo() {
        for limit in [1, 5, 50] {
            let (top, full, _) = BundledGazetteer.shared.searchBothWays("b", near: BundledGazetteer.helsinki, limit: limit)
            #expect(top == full)
            #expect(top.count == limit)
        }
    }

    /// A written file gets a top list for a prefix with more than `topRangeKeys` keys, biggest places first.
    @Test func writerListsTheBiggestPlacesOfLongRanges() throws {
        let count = GazetteerFormat.topRangeKeys + 10
        let records = (0..<count).map { i in
            GazetteerRecord(name: "Kylä \(i)", latitude: 60 + Double(i % 100) / 100, longitude: 25, population: (i * 7919) % 100_000,
                            kind: .village, country: 0, region: nil, alternates: [])
        }
        let g = Gazetteer(bytes: GazetteerWriter.bytes(regions: ["Finland"], places: records))
        try g.load()
        #expect(g.openedTable?.topCount == 1)
        for centre in [BundledGazetteer.helsinki, BundledGazetteer.at(-40, -100)] {
            let (top, full, used) = g.searchBothWays("k", near: centre)
            #expect(used)
            #expect(top == full)
        }
        // "kyla 1" is an exact name: found first although small places outrank it by size.
        #expect(g.search("kyla 1", near: BundledGazetteer.helsinki).first?.place.name == "Kylä 1")
    }

    @Test func topListOutsideItsRangeIsRefused() throws {
        let records = (0..<(GazetteerFormat.topRangeKeys + 10)).map { i in
            GazetteerRecord(name: "Kylä \(i)", latitude: 60, longitude: 25, population: i, kind: .village, country: 0, region: nil, alternates: [])
        }
        var bytes = GazetteerWriter.bytes(regions: ["Finland"], places: records)
        // The last u32 of the file is the last top-list entry: point it past every key.
        for i in 1...4 { bytes[bytes.count - i] = 0x7F }
        #expect(throws: GazetteerError.malformed("top list 0: key outside its range")) { try Gazetteer(bytes: bytes).load() }
    }
}

import Foundation
import MapCore
import Testing
@testable import MapData

/// Random places with hostile text (quotes, line breaks, `]]>`, `<`, `&`, control characters, bidi overrides, emoji,
/// 10 kB values), written and read back equal in every format, within what the format can carry.
@Suite struct ExportPropertyTests {
    static let pieces = ["\"", "\n", "\r\n", "\r", "]]>", "<", ">", "&", "&amp;", "'", ",", ";", "\t", "\u{0}", "\u{1}", "\u{1B}[31m",
                         "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}", "שלום", "مرحبا", "👩‍👩‍👧", "🇫🇮", "=1+1", "+358", "-5", "@x",
                         "\u{FFFE}", "\u{FEFF}", " ", "Café", "\\", "{}", "[]", "\u{10FFFF}"]

    struct Generator {
        var random: SplitMix64
        mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

        mutating func text(allowEmpty: Bool) -> String {
            if int(40) == 0 { return String(repeating: "x<&\"", count: 2_560) }  // 10 kB
            var s = ""
            for _ in 0..<int(6) {
                s += int(3) == 0 ? ExportPropertyTests.pieces[int(ExportPropertyTests.pieces.count)] : "word\(int(100))"
            }
            return s.isEmpty && !allowEmpty ? "k" : s
        }

        mutating func place(_ i: Int) -> Place {
            let lat = random.unit() * 180 - 90, lon = random.unit() * 360 - 180
            var details = PlaceDetails()
            if int(4) == 0 { details.address = text(allowEmpty: false) }
            if int(4) == 0 { details.website = text(allowEmpty: false) }
            for _ in 0..<int(5) {
                let keys = ["desc", "cmt", "ele", "time", "sym", "link", "name", "id", "latitude"]
                let key = int(4) == 0 ? keys[int(keys.count)] : text(allowEmpty: false)
                let value = key == "ele" && int(2) == 0 ? "-\(int(900)).5" : key == "time" && int(2) == 0 ? "2026-11-28T01:02:03Z" : text(allowEmpty: true)
                details.extra.append(PlaceProperty(key: key, value: value))
            }
            return Place(id: "p\(i)", categoryID: text(allowEmpty: false), title: text(allowEmpty: false),
                         coordinate: try! Coordinate(latitude: lat, longitude: lon), details: details)
        }
    }

    static func places(seed: UInt64) -> [Place] {
        var g = Generator(random: SplitMix64(seed: seed))
        return (0..<150).map { g.place($0) }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func geoJSONReadsBackEqual(seed: UInt64) throws {
        let places = Self.places(seed: seed)
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: places), as: .geojson)
        let read = try ExportReadBack.geoJSON(bytes)
        #expect(read == places.map(ExportedFeature.expected))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func csvReadsBackEqualWithoutEmptyValues(seed: UInt64) throws {
        let places = Self.places(seed: seed)
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: places), as: .csv)
        let (_, read) = ExportReadBack.csv(bytes)
        // An empty cell is no property (CSV cannot tell them apart); columns set the order.
        let expected = places.map { place in
            var f = ExportedFeature.expected(place)
            f.properties.removeAll { $0.value.isEmpty || $0.key == "latitude" || $0.key == "longitude" }
            f.title = CSVCell.withoutNUL(f.title); f.category = CSVCell.withoutNUL(f.category)
            f.properties = f.properties.map { PlaceProperty(key: CSVCell.withoutNUL($0.key), value: CSVCell.withoutNUL($0.value)) }
            return f.sortingProperties
        }
        #expect(read.map(\.sortingProperties) == expected)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func kmlReadsBackEqualAsXMLCarriesIt(seed: UInt64) throws {
        let places = Self.places(seed: seed)
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: places), as: .kml)
        let read = try ExportReadBack.kml(bytes)
        // Folders group by category, in first-use order.
        let order = PlaceExport(places: places).usedCategoryIDs
        let grouped = order.flatMap { id in places.filter { $0.categoryID == id } }
        #expect(read == grouped.map { ExportedFeature.expected($0).asXMLReadsIt })
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func gpxReadsBackEqualAsXMLCarriesIt(seed: UInt64) throws {
        let places = Self.places(seed: seed)
        let (bytes, _) = try ExportReadBack.write(PlaceExport(places: places), as: .gpx)
        let read = try ExportReadBack.gpx(bytes)
        #expect(read.map(\.sortingProperties) == places.map { ExportedFeature.expected($0).asXMLReadsIt.sortingProperties })
    }
}

import Foundation
import Gazetteer
import MapCore
import Testing

/// The file format: what the writer writes the reader reads back; damaged, truncated or hostile files are
/// refused with a reason (never a trap); the builder's input names its bad line.
@Suite struct GazetteerFileTests {
    static let regions = ["Finland", "United States", "Illinois"]
    static let records = [
        GazetteerRecord(name: "Tampere", latitude: 61.49911, longitude: 23.78712, population: 260_646, kind: .city,
                        country: 0, region: nil, alternates: ["Tammerfors", "Тампере", "TAMPERE"]),
        GazetteerRecord(name: "Springfield", latitude: 39.80172, longitude: -89.64371, population: 116_250, kind: .city,
                        country: 1, region: 2, alternates: []),
        GazetteerRecord(name: "Tammela", latitude: 60.8, longitude: 23.76, population: 6_000, kind: .village,
                        country: 0, region: nil, alternates: []),
    ]
    static let bytes = GazetteerWriter.bytes(regions: regions, places: records)
    static let near = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)

    @Test func writtenPlacesReadBack() throws {
        let g = Gazetteer(bytes: Self.bytes)
        try g.load()
        #expect(g.placeCount == 3)
        // Tampere's own name and "TAMPERE" fold alike: one key; plus Tammerfors, Тампере, Springfield, Tammela.
        #expect(g.keyCount == 5)
        let hit = try #require(g.search("tammerfors", near: Self.near).first)
        #expect(hit.place.name == "Tampere")
        #expect(hit.place.population == 260_646)
        #expect(hit.place.coordinate.latitude == 61.49911)
        #expect(hit.byAlternate)
        let spring = try #require(g.search("spring", near: Self.near).first)
        #expect(spring.place.region == "Illinois")
        #expect(spring.place.summary == "city in Illinois, United States · 116,250")
        #expect(g.search("tam", near: Self.near).map(\.place.name) == ["Tampere", "Tammela"])
    }

    @Test func theSameInputGivesTheSameBytes() {
        #expect(GazetteerWriter.bytes(regions: Self.regions, places: Self.records) == Self.bytes)
    }

    @Test func nothingIsReadBeforeTheFirstSearch() {
        let g = Gazetteer(bytes: Self.bytes)
        #expect(!g.isLoaded)
        _ = g.search("tampere", near: Self.near)
        #expect(g.isLoaded)
    }

    @Test func everyTruncationIsRefusedWithAReason() {
        for length in stride(from: 0, to: Self.bytes.count, by: 1) {
            let g = Gazetteer(bytes: Array(Self.bytes.prefix(length)))
            #expect(throws: GazetteerError.self) { try g.load() }
            #expect(g.search("tampere", near: Self.near).isEmpty)
        }
    }

    @Test func wrongMagicSaysSo() {
        var bytes = Self.bytes
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: GazetteerError.malformed("not a Pinmap gazetteer (magic)")) { try Gazetteer(bytes: bytes).load() }
    }

    @Test func hugeCountsAreRefusedBeforeAnyAllocation() {
        var bytes = Self.bytes
        for i in 8..<32 { bytes[i] = 0xFF }
        #expect(throws: GazetteerError.malformed("counts too large")) { try Gazetteer(bytes: bytes).load() }
    }

    @Test func outOfRangeIndexesAreRefused() {
        // The key place array sits just before the key text; point the first key at place 0x00FFFFFF.
        var bytes = Self.bytes
        let keyText = 5 * 4 + "tammela".count + "tammerfors".count + "tampere".count + "springfield".count + "тампере".utf8.count
        // After the key text: no top lists, so only their starts (one u32, 0).
        let keyPlaces = bytes.count - 4 - ((keyText - 5 * 4 + 3) & ~3) - 5 * 4
        bytes[keyPlaces] = 0xFF; bytes[keyPlaces + 1] = 0xFF; bytes[keyPlaces + 2] = 0xFF
        #expect(throws: GazetteerError.self) { try Gazetteer(bytes: bytes).load() }
    }

    @Test func randomlyDamagedFilesNeverTrap() {
        var rng = SplitMix(seed: 28)
        for _ in 0..<3000 {
            var bytes = Self.bytes
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
            }
            let g = Gazetteer(bytes: bytes)
            // Either refused or searchable; both without a trap.
            _ = try? g.load()
            _ = g.search("tampere", near: Self.near)
            _ = g.search("t", near: Self.near)
        }
    }

    @Test func aMissingFileOrADirectoryIsUnreadableNotACrash() {
        #expect(throws: GazetteerError.self) { try Gazetteer(path: "/nonexistent/gazetteer.bin").load() }
        #expect(throws: GazetteerError.unreadable(path: "/tmp", reason: "not a regular file")) { try Gazetteer(path: "/tmp").load() }
        #expect(Gazetteer(path: "/nonexistent").search("x", near: Self.near).isEmpty)
    }

    @Test func badBuilderLinesAreNamed() {
        #expect(throws: GazetteerError.badLine(line: 2, reason: "a place line has 9 fields, not 2")) {
            try GazetteerTSV.parse("R\t0\tFinland\nP\tTampere\n")
        }
        #expect(throws: GazetteerError.badLine(line: 2, reason: "latitude or longitude out of range")) {
            try GazetteerTSV.parse("R\t0\tFinland\nP\tX\t91\t0\t1\tcity\t0\t-1\t\n")
        }
        #expect(throws: GazetteerError.badLine(line: 1, reason: "country or region index out of range")) {
            try GazetteerTSV.parse("P\tX\t1\t0\t1\tcity\t0\t-1\t\n")
        }
        #expect(throws: GazetteerError.badLine(line: 1, reason: "starts with neither R nor P")) { try GazetteerTSV.parse("Q\n") }
        let good = try? GazetteerTSV.parse("R\t0\tFinland\nP\tTampere\t61.5\t23.8\t260646\tcity\t0\t-1\tTammerfors|Тампере\n")
        #expect(good?.places.first?.alternates == ["Tammerfors", "Тампере"])
    }
}

/// A small seeded generator (deterministic damage).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

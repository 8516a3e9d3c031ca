import Testing
@testable import VectorTiles

/// Random geometries of every type, written with a plain reference encoder and read back by the decoder:
/// the same parts and points every time (a seeded generator, so a failure replays).
@Suite struct MVTRoundTripTests {
    typealias E = MVTTestEncoder

    /// SplitMix64: small, seeded, the same sequence everywhere.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
    }

    /// The reference encoder: each part as MoveTo, LineTo (and ClosePath for rings), deltas from a running cursor.
    static func encode(_ parts: [[VectorPoint]], type: VectorGeometryType) -> [UInt32] {
        var out: [UInt32] = []
        var cursor = VectorPoint(x: 0, y: 0)
        func delta(_ p: VectorPoint) {
            out += [E.zigZag(p.x - cursor.x), E.zigZag(p.y - cursor.y)]
            cursor = p
        }
        if type == .point {
            out.append(E.command(.moveTo, UInt32(parts.count)))
            for part in parts { delta(part[0]) }
            return out
        }
        for part in parts {
            out.append(E.command(.moveTo, 1))
            delta(part[0])
            out.append(E.command(.lineTo, UInt32(part.count - 1)))
            for p in part.dropFirst() { delta(p) }
            if type == .polygon { out.append(E.command(.closePath, 1)) }
        }
        return out
    }

    @Test func randomGeometriesDecodeToWhatWasEncoded() throws {
        var random = Random(state: 42)
        for round in 0..<500 {
            let type: VectorGeometryType = [.point, .lineString, .polygon][random.int(0...2)]
            let partCount = random.int(1...5)
            let minimum = type == .point ? 1 : (type == .lineString ? 2 : 3)
            let parts: [[VectorPoint]] = (0..<partCount).map { _ in
                (0..<(type == .point ? 1 : random.int(minimum...12))).map { _ in
                    VectorPoint(x: Int32(random.int(-600...4700)), y: Int32(random.int(-600...4700)))
                }
            }
            let tile = try VectorTile(decoding: E.tile(type: UInt64(type.rawValue), geometry: Self.encode(parts, type: type)))
            let geometry = try #require(tile.layers.first?.features.first, "round \(round)").geometry
            #expect(geometry.points == parts.flatMap { $0 }, "round \(round)")
            #expect((0..<geometry.partCount).map { Array(geometry.part($0)) } == parts, "round \(round)")
        }
    }
}

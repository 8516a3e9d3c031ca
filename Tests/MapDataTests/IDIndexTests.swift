import Testing
@testable import MapData

@Suite("IDIndex")
struct IDIndexTests {
    /// Claims `id` for `item` in `index` over `names`; returns the earlier holder when there is one.
    static func claim(_ id: String, item: Int, in index: inout IDIndex, names: inout [String]) -> Int? {
        let hash = IDIndex.hash(id)
        let list = names
        if let taken = index.find(hash: hash, where: { list[$0] == id }) { return taken }
        index.insert(hash: hash, item: item)
        names.append(id)
        return nil
    }

    @Test func findsEveryRepeatThroughGrowth() {
        var index = IDIndex(), names: [String] = []
        for i in 0..<50_000 { #expect(Self.claim("node/\(i)", item: i, in: &index, names: &names) == nil) }
        // Every id again, after many doublings from 16 slots: each is found with its first holder.
        var found = 0
        for i in stride(from: 0, to: 50_000, by: 7) where Self.claim("node/\(i)", item: -1, in: &index, names: &names) == i {
            found += 1
        }
        #expect(found == (50_000 + 6) / 7)
        #expect(names.count == 50_000)
    }

    @Test func reservedIndexAcceptsLongAndUnicodeIds() {
        var index = IDIndex(), names: [String] = []
        index.reserve(1000)
        let ids = ["", "a", String(repeating: "pitkä-tunniste-", count: 20), "🍕/1", "🍕/2", "way/1", "way/10"]
        for (k, id) in ids.enumerated() { #expect(Self.claim(id, item: k, in: &index, names: &names) == nil) }
        for (k, id) in ids.enumerated() { #expect(Self.claim(id, item: 99, in: &index, names: &names) == k) }
    }
}

@Suite("IDIndex hash")
struct IDIndexHashTests {
    @Test func bytesDecideTheHashAndTheSeedChangesIt() {
        // Ids of 0…24 bytes (every tail length), each changed in its last byte: no two of them share a 64-bit hash.
        var seen: Set<UInt64> = []
        for length in 0...24 {
            let id = Array(repeating: UInt8(ascii: "a"), count: length)
            for last in [UInt8(ascii: "a"), UInt8(ascii: "b")] where length > 0 || last == UInt8(ascii: "a") {
                var bytes = id
                if length > 0 { bytes[length - 1] = last }
                let h = bytes.withUnsafeBufferPointer { IDIndex.hash(bytes: $0, seed: 1) }
                #expect(h == bytes.withUnsafeBufferPointer { IDIndex.hash(bytes: $0, seed: 1) })
                #expect(h != bytes.withUnsafeBufferPointer { IDIndex.hash(bytes: $0, seed: 2) })
                #expect(seen.insert(h).inserted, "\(length) bytes ending in \(last)")
            }
        }
        #expect(IDIndex.hash("node/1") == IDIndex.hash(String("node/1".reversed().reversed())))
    }
}

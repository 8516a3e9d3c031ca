import Testing
@testable import MapArchive

@Suite struct PMTilesDirectoryTests {
    @Test func decodesDeltasRunsAndTheFollowsPreviousOffsetRule() throws {
        let entries = [
            PMTilesEntry(tileID: 5, offset: 0, length: 42, runLength: 1),
            PMTilesEntry(tileID: 6, offset: 42, length: 10, runLength: 3),   // follows: stored as 0
            PMTilesEntry(tileID: 40, offset: 0, length: 42, runLength: 1),   // repeats the first blob
            PMTilesEntry(tileID: 1000, offset: 7, length: 100, runLength: 0),
        ]
        let bytes = CraftedPMTiles.directory(entries)
        #expect(bytes[bytes.count - 3] == 0, "the second offset is written as 0")
        let directory = try PMTilesDirectory(decoding: bytes)
        #expect(directory.entries == entries)
    }

    @Test func findsRunsLeavesAndGaps() throws {
        let directory = PMTilesDirectory(entries: [
            PMTilesEntry(tileID: 5, offset: 0, length: 42, runLength: 3),
            PMTilesEntry(tileID: 20, offset: 42, length: 1, runLength: 1),
            PMTilesEntry(tileID: 100, offset: 0, length: 9, runLength: 0),
        ])
        #expect(directory.entry(for: 4) == nil)
        #expect(directory.entry(for: 5)?.offset == 0)
        #expect(directory.entry(for: 7)?.offset == 0, "inside the run")
        #expect(directory.entry(for: 8) == nil, "just past the run")
        #expect(directory.entry(for: 20)?.offset == 42)
        #expect(directory.entry(for: 99) == nil)
        #expect(directory.entry(for: 5000)?.isLeaf == true, "a leaf covers everything after its first id")
    }

    @Test func refusesTruncatedEntries() {
        // Two-byte lengths, so the count still fits the bytes left and the cut is met mid-entry.
        var bytes = CraftedPMTiles.directory([PMTilesEntry(tileID: 1, offset: 0, length: 300, runLength: 1),
                                              PMTilesEntry(tileID: 2, offset: 300, length: 300, runLength: 1)])
        bytes.removeLast()
        #expect(throws: PMTilesFormatError.badDirectory("ends in the middle of an entry")) { try PMTilesDirectory(decoding: bytes) }
    }

    @Test func refusesACountLargerThanTheBytes() {
        #expect(throws: PMTilesFormatError.self) { try PMTilesDirectory(decoding: [0xff, 0xff, 0xff, 0xff, 0x0f, 1, 1, 1, 1]) }
        #expect(throws: PMTilesFormatError.badDirectory("no entries")) { try PMTilesDirectory(decoding: [0]) }
    }

    @Test func refusesAVarintLongerThan64Bits() {
        let bytes: [UInt8] = [1] + [UInt8](repeating: 0xff, count: 10) + [1, 1, 1, 1]
        #expect(throws: PMTilesFormatError.badDirectory("a number overflows 64 bits")) { try PMTilesDirectory(decoding: bytes) }
    }

    @Test func refusesAZeroLengthEntry() {
        let bytes = CraftedPMTiles.directory([PMTilesEntry(tileID: 1, offset: 0, length: 0, runLength: 1)])
        #expect(throws: PMTilesFormatError.badDirectory("entry 0 has length 0")) { try PMTilesDirectory(decoding: bytes) }
    }
}

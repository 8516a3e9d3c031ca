import Testing
@testable import MapData

struct NamePointerTableTests {
    /// Addresses 16 bytes apart, as libxml2's dictionary hands them out: every one found, none confused.
    @Test func everyStoredPointerIsFoundAndNoOtherIs() throws {
        var table = NamePointerTable()
        let base = try #require(UnsafeRawPointer(bitPattern: 0x7f00_0000_1000))
        for i in 0..<NamePointerTable.capacity {
            let stored = table.insert(base + i * 16, index: Int32(i))
            #expect(stored)
        }
        for i in 0..<NamePointerTable.capacity {
            #expect(table.index(of: base + i * 16) == Int32(i))
        }
        #expect(table.index(of: base + NamePointerTable.capacity * 16) == nil)
        #expect(table.index(of: base + 8) == nil)
    }

    @Test func aFullTableStoresNothingMore() throws {
        var table = NamePointerTable()
        let base = try #require(UnsafeRawPointer(bitPattern: 0x5555_0000_0000))
        for i in 0..<NamePointerTable.capacity { _ = table.insert(base + i * 4096, index: Int32(i)) }
        let stored = table.insert(base - 64, index: -1)
        #expect(!stored)
        #expect(table.index(of: base - 64) == nil)
        #expect(table.count == NamePointerTable.capacity)
    }
}

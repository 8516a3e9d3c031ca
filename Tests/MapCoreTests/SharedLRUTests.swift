import MapCore
import Testing

/// The small shared table behind leaf directories and decoded vector tiles.
struct SharedLRUTests {
    @Test func theLeastRecentlyUsedGoesFirstAndRemoveAllEmptiesIt() {
        let table = SharedLRU<Int, String>(capacity: 2)
        table.insert("a", for: 1)
        table.insert("b", for: 2)
        _ = table.value(for: 1)
        table.insert("c", for: 3)
        #expect(table.value(for: 2) == nil)
        #expect(table.value(for: 1) == "a" && table.value(for: 3) == "c")
        table.removeAll()
        #expect(table.count == 0 && table.value(for: 1) == nil)
    }
}

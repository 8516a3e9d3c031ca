/// The ids a load has handed out, to find a repeated one without a `[String: Int]`: a slot is 8 bytes (a
/// dictionary's is 24, 48 MB for a million ids), and the ids themselves stay in the places and shapes.
///
/// Open addressing: a slot holds 32 bits of the id's `hashValue` (seeded per process, so a file cannot choose
/// colliding ids) and the item's number + 1 (0 is empty). Growing rehashes from the kept bits, never the strings.
struct IDIndex {
    private var slots: [UInt64] = Array(repeating: 0, count: 16)
    private var count = 0

    /// The 32 bits of `id`'s hash the index uses.
    static func hash(_ id: String) -> UInt64 { UInt64(UInt(bitPattern: id.hashValue)) >> 32 }

    /// The item recorded with `hash` for which `isSameID` holds, if any. - Complexity: O(1) expected.
    func find(hash: UInt64, where isSameID: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot >> 32 == hash, isSameID(Int(slot & 0xFFFF_FFFF) - 1) { return Int(slot & 0xFFFF_FFFF) - 1 }
            i = (i + 1) & mask
        }
    }

    /// Records `item` (below 2³² - 1) under `hash`; `find` must have said the id is new.
    mutating func insert(hash: UInt64, item: Int) {
        if (count + 1) * 2 > slots.count { resize(slots.count * 2) }
        Self.place(hash << 32 | UInt64(item + 1), in: &slots)
        count += 1
    }

    /// Room for `items` without growing.
    mutating func reserve(_ items: Int) {
        var size = slots.count
        while size < items * 2 { size *= 2 }
        if size > slots.count { resize(size) }
    }

    private mutating func resize(_ size: Int) {
        var grown = [UInt64](repeating: 0, count: size)
        for slot in slots where slot != 0 { Self.place(slot, in: &grown) }
        slots = grown
    }

    private static func place(_ slot: UInt64, in table: inout [UInt64]) {
        let mask = table.count - 1
        var i = Int(truncatingIfNeeded: slot >> 32) & mask
        while table[i] != 0 { i = (i + 1) & mask }
        table[i] = slot
    }
}

/// The ids a load has handed out, to find a repeated one without a `[String: Int]`: a slot is 8 bytes (a
/// dictionary's is 24, 48 MB for a million ids), and the ids themselves stay in the places and shapes.
///
/// Open addressing: a slot holds 32 bits of the id's hash (seeded per process, so a file cannot choose colliding
/// ids) and the item's number + 1 (0 is empty). Growing rehashes from the kept bits, never the strings.
struct IDIndex {
    private var slots: [UInt64] = Array(repeating: 0, count: 16)
    private var count = 0

    /// The per-process seed: a file cannot know it, so it cannot pick ids that collide.
    private static let seed = UInt64.random(in: 1...UInt64.max)

    /// The 32 bits of `id`'s hash the index uses: a seeded multiply-mix over the UTF-8 bytes, 8 at a time
    /// (SipHash through `hashValue` was a sixth of a million-row CSV load).
    static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { hash(bytes: $0, seed: seed) } >> 32
    }

    /// The same for the UTF-8 of part of a string (an id after its layer's prefix).
    static func hash(_ id: Substring.UTF8View) -> UInt64 {
        if let h = id.withContiguousStorageIfAvailable({ hash(bytes: $0, seed: seed) }) { return h >> 32 }
        return Array(id).withUnsafeBufferPointer { hash(bytes: $0, seed: seed) } >> 32
    }

    /// A 64-bit seeded hash of `bytes` (wyhash-style folded 128-bit multiplies).
    static func hash(bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let k0: UInt64 = 0xA076_1D64_78BD_642F, k1: UInt64 = 0xE703_7ED1_A0B4_28DB
        var h = seed ^ k0 ^ UInt64(bytes.count)
        var i = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while i + 8 <= bytes.count {
            h = mix(h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), k1)
            i += 8
        }
        if i < bytes.count {
            var tail: UInt64 = 0
            for j in i..<bytes.count { tail |= UInt64(bytes[j]) << UInt64((j - i) * 8) }
            h = mix(h ^ tail, k1 ^ UInt64(bytes.count - i))
        }
        return mix(h ^ k0, seed ^ k1)
    }

    /// The two halves of `a × b`'s 128-bit product, xored.
    @inline(__always) private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }

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

    /// Asks for the cache line where a lookup of `hash` starts, to overlap its miss with other work.
    func prefetch(hash: UInt64) {
        Prefetch.element(Int(truncatingIfNeeded: hash) & (slots.count - 1), of: slots)
    }

    /// Records `item` (below 2³² - 1) under `hash`; `find` must have said the id is new.
    mutating func insert(hash: UInt64, item: Int) {
        if (count + 1) * 2 > slots.count { resize(slots.count * 2) }
        Self.place(hash << 32 | UInt64(item + 1), in: &slots)
        count += 1
    }

    /// Every recorded item with its 32 hash bits, in slot order.
    func forEach(_ body: (_ hash: UInt64, _ item: Int) -> Void) {
        for slot in slots where slot != 0 { body(slot >> 32, Int(slot & 0xFFFF_FFFF) - 1) }
    }

    /// A bit per value of the hashes' low `bits` bits, set for each recorded id: a 2 MB filter in cache that says
    /// "not here" for almost every id of another table without a miss into this one.
    func filter(bits: Int) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: (1 << bits) / 64)
        let mask = UInt64(1 << bits - 1)
        for slot in slots where slot != 0 {
            let b = Int((slot >> 32) & mask)
            words[b >> 6] |= 1 << UInt64(b & 63)
        }
        return words
    }

    /// Room for `items` without growing.
    mutating func reserve(_ items: Int) {
        var size = slots.count
        while size < items * 2 { size *= 2 }
        if size > slots.count { resize(size) }
    }

    private mutating func resize(_ size: Int) {
        var grown = HugePageArray.zeroed(count: size)
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

/// libxml2's interned name pointers to name indexes: open addressing over the pointer's bits, no `Hasher` (which was
/// 3.9 % of a million-placemark KML read). Holds at most `capacity` names, half its slots, so probes stay short.
struct NamePointerTable {
    static let capacity = 4096
    private static let slotBits = 13
    private var keys = [UInt](repeating: 0, count: 1 << slotBits)
    private var values = [Int32](repeating: 0, count: 1 << slotBits)
    private(set) var count = 0

    private static func slot(_ key: UInt) -> Int {
        // Fibonacci hashing of the address without its alignment bits.
        Int(truncatingIfNeeded: ((UInt64(key) >> 3) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The index stored for `pointer`, if any.
    func index(of pointer: UnsafeRawPointer) -> Int32? {
        let key = UInt(bitPattern: pointer)
        var slot = Self.slot(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Stores `index` for a pointer not yet in the table; false (nothing stored) once it holds `capacity` names.
    mutating func insert(_ pointer: UnsafeRawPointer, index: Int32) -> Bool {
        guard count < Self.capacity else { return false }
        let key = UInt(bitPattern: pointer)
        var slot = Self.slot(key)
        while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
        keys[slot] = key
        values[slot] = index
        count += 1
        return true
    }
}

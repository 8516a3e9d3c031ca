/// One word being read, at most `SearchText.maxWordLength` scalars, held inline: no heap allocation and no
/// copy-on-write checks per letter (the index build appends some five million letters).
struct WordBuffer {
    private var scalars = InlineArray<48, UInt32>(repeating: 0)
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func append(_ scalar: UInt32) {
        if count < SearchText.maxWordLength { scalars[count] = scalar; count += 1 }
    }

    mutating func removeAll() { count = 0 }

    // Reads go through the inline array's span: a subscript on the inline array itself copies it whole each time.

    var array: [UInt32] {
        let s = scalars.span
        return (0..<count).map { s[$0] }
    }

    /// FNV-1a over the scalars with a final mix, equal to `WordHash.of` over the same scalars.
    var hash: UInt64 {
        let s = scalars.span
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in 0..<count { h = (h ^ UInt64(s[k])) &* 0x0000_0100_0000_01B3 }
        return WordHash.mix(h)
    }

    /// Whether `pool[start..<end]` holds exactly these letters.
    func equals(_ pool: [UInt32], _ start: Int, _ end: Int) -> Bool {
        guard end - start == count else { return false }
        let s = scalars.span
        for k in 0..<count where pool[start + k] != s[k] { return false }
        return true
    }

    func append(to pool: inout [UInt32]) {
        let s = scalars.span
        for k in 0..<count { pool.append(s[k]) }
    }
}

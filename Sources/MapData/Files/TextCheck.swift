/// UTF-8 validation and the Latin-1 fallback for text formats that may come from older spreadsheets.
enum TextCheck {
    /// True when `bytes` are well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
    /// - Complexity: O(n), one pass; ASCII bytes take the short path.
    static func isUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        if let answer = bytes.withContiguousStorageIfAvailable({ isUTF8(buffer: $0) }) { return answer }
        return isUTF8(bytes, from: 0)
    }

    /// Contiguous bytes: runs of ASCII are skipped 8 bytes at a time (one test per word, not per byte).
    private static func isUTF8(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var i = 0
        while true {
            while i + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < raw.count else { return true }
            guard let next = sequenceEnd(buffer, at: i) else { return false }
            i = next
        }
    }

    /// Where the character at `i` ends (`i + 1` for ASCII), or nil when it is not well-formed UTF-8.
    @inline(__always)
    private static func sequenceEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int) -> Int? where Bytes.Index == Int {
        let b = bytes[i], n = bytes.count
        if b < 0x80 { return i + 1 }
        let length: Int, low: UInt8, high: UInt8
        switch b {
        case 0xC2...0xDF: length = 2; low = 0x80; high = 0xBF
        case 0xE0: length = 3; low = 0xA0; high = 0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; low = 0x80; high = 0xBF
        case 0xED: length = 3; low = 0x80; high = 0x9F
        case 0xF0: length = 4; low = 0x90; high = 0xBF
        case 0xF1...0xF3: length = 4; low = 0x80; high = 0xBF
        case 0xF4: length = 4; low = 0x80; high = 0x8F
        default: return nil
        }
        guard i + length <= n, bytes[i + 1] >= low, bytes[i + 1] <= high else { return nil }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
        return i + length
    }

    private static func isUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> Bool where Bytes.Index == Int {
        var i = start
        while i < bytes.count {
            guard let next = sequenceEnd(bytes, at: i) else { return false }
            i = next
        }
        return true
    }

    /// Each byte as the code point of the same value (ISO 8859-1), written as UTF-8.
    static func latin1ToUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for b in bytes {
            if b < 0x80 { out.append(b) } else { out.append(0xC0 | (b >> 6)); out.append(0x80 | (b & 0x3F)) }
        }
        return out
    }
}

/// UTF-8 validation and the Latin-1 fallback for text formats that may come from older spreadsheets.
enum TextCheck {
    /// True when `bytes` are well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
    /// - Complexity: O(n), one pass; ASCII bytes take the short path.
    static func isUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int, low: UInt8, high: UInt8
            switch b {
            case 0xC2...0xDF: length = 2; low = 0x80; high = 0xBF
            case 0xE0: length = 3; low = 0xA0; high = 0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; low = 0x80; high = 0xBF
            case 0xED: length = 3; low = 0x80; high = 0x9F
            case 0xF0: length = 4; low = 0x90; high = 0xBF
            case 0xF1...0xF3: length = 4; low = 0x80; high = 0xBF
            case 0xF4: length = 4; low = 0x80; high = 0x8F
            default: return false
            }
            guard i + length <= n, bytes[i + 1] >= low, bytes[i + 1] <= high else { return false }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return false }
            i += length
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

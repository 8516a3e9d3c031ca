/// Tells UTF-16 and UTF-32 text from UTF-8 by its first bytes, so such a file gets a clear message
/// instead of "unexpected byte 0xFF" (RFC 4627 §3: JSON starts with two ASCII characters).
enum TextEncodingSniffer {
    /// "UTF-16" or "UTF-32" when the bytes look like one of them; nil for UTF-8 (or anything else).
    static func wideEncoding<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> String? where Bytes.Index == Int {
        guard bytes.count >= 2 else { return nil }
        let b0 = bytes[0], b1 = bytes[1]
        let b2: UInt8? = bytes.count > 2 ? bytes[2] : nil, b3: UInt8? = bytes.count > 3 ? bytes[3] : nil
        // Byte-order marks; UTF-32LE's starts with UTF-16LE's, so it is checked first.
        if b0 == 0xFF, b1 == 0xFE, b2 == 0, b3 == 0 { return "UTF-32" }
        if b0 == 0, b1 == 0, b2 == 0xFE, b3 == 0xFF { return "UTF-32" }
        if (b0 == 0xFF && b1 == 0xFE) || (b0 == 0xFE && b1 == 0xFF) { return "UTF-16" }
        // No mark: zero bytes around the first ASCII character.
        if b0 == 0, b1 == 0, b2 == 0, b3 != nil, b3 != 0 { return "UTF-32" }
        if b0 != 0, b1 == 0, b2 == 0, b3 == 0 { return "UTF-32" }
        if b0 == 0, b1 != 0 { return "UTF-16" }
        if b0 != 0, b1 == 0 { return "UTF-16" }
        return nil
    }
}

/// Decimal numbers in XML text and attributes ("24.94", "-0.5", "1e-3"), read from UTF-8 bytes.
enum DecimalNumber {
    /// Powers of ten exactly representable as Double.
    private static let powers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The number spelled by all of `bytes`, or nil. Up to 15 digits and no exponent take the exact fast path
    /// (an integer over a power of ten, each exact, one correctly rounded division); the rest go to `Double(_:)`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0, seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fraction += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index == bytes.count && digits <= 15 {
            let value = Double(mantissa) / powers[fraction]
            return negative ? -value : value
        }
        // An exponent, many digits, or something else: the standard library decides (and refuses "1.2.3", "0x1").
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.allSatisfy({ Self.isNumberByte($0) }), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The number spelled by all of `text`, or nil.
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}

/// Reads a decimal number from bytes without making a String: `-12.5`, `+3`, `1e-3`, and with a decimal comma
/// (`60,17`) when `comma` is true. The exact fast path (at most 15 significant digits, a power of ten up to
/// 22) covers coordinates; anything longer falls back to the standard library's parser.
enum CSVNumber {
    private static let powers: [Double] = (0...22).map { p in (0..<p).reduce(1.0) { r, _ in r * 10 } }

    static func parse(_ bytes: [UInt8], _ start: Int, _ end: Int, comma: Bool) -> Double? {
        ByteWindow.with(bytes) { parse($0, start, end, comma: comma) }
    }

    static func parse(_ bytes: ByteWindow, _ start: Int, _ end: Int, comma: Bool) -> Double? {
        var i = start, end = end
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        while end > i, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard i < end else { return nil }
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { negative = bytes[i] == UInt8(ascii: "-"); i += 1 }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0, sawDigit = false, sawPoint = false
        while i < end {
            let b = bytes[i]
            if b >= 0x30, b <= 0x39 {
                sawDigit = true
                if mantissa == 0 && b == 0x30 && !sawPoint { i += 1; continue }
                if digits < 19 { mantissa = mantissa * 10 + UInt64(b - 0x30); digits += 1; if sawPoint { fraction += 1 } }
                else if !sawPoint { return slow(bytes, start, end, comma: comma) }
                i += 1
            } else if !sawPoint, b == UInt8(ascii: ".") || (comma && b == UInt8(ascii: ",")) {
                sawPoint = true; i += 1
            } else {
                break
            }
        }
        guard sawDigit else { return nil }
        var exponent = -fraction
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { expNegative = bytes[i] == UInt8(ascii: "-"); i += 1 }
            var e = 0, expDigits = 0
            while i < end, bytes[i] >= 0x30, bytes[i] <= 0x39 { if e < 10_000 { e = e * 10 + Int(bytes[i] - 0x30) }; expDigits += 1; i += 1 }
            guard expDigits > 0 else { return nil }
            exponent += expNegative ? -e : e
        }
        guard i == end else { return nil }
        guard digits <= 15, abs(exponent) <= 22 else { return slow(bytes, start, end, comma: comma) }
        let m = Double(mantissa)
        let value = exponent < 0 ? m / powers[-exponent] : m * powers[exponent]
        return negative ? -value : value
    }

    private static func slow(_ bytes: ByteWindow, _ start: Int, _ end: Int, comma: Bool) -> Double? {
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if comma { text = String(text.map { $0 == "," ? "." : $0 }) }
        text = GeoJSONLoader.trimmed(text)
        // Double("nan") and Double("inf") parse; a coordinate must be a plain number.
        guard text.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return Double(text)
    }
}

/// A JSON string literal (RFC 8259), quotes included: `"` and `\` escaped, control characters as `\n`, `\t`,
/// `\r` or `\u00XX`; everything else written as its UTF-8. - Complexity: O(length).
enum JSONText {
    static func quoted(_ text: String) -> String {
        // Most names and values need nothing escaped: check the bytes first.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Text for XML 1.0 element content and attribute values, escaped so any string reads back as written.
/// XML 1.0 cannot carry C0 control characters other than tab, line feed and carriage return, nor U+FFFE and
/// U+FFFF, even as references: those become U+FFFD (the one loss, documented in README "Export").
enum XMLText {
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `&`, `<`, `>` (so `]]>` is harmless), both quotes, and a carriage return as `&#13;` (a parser turns a raw
    /// one into a line feed); in attributes also tab and line feed, which attribute normalisation turns into spaces.
    /// - Complexity: O(length).
    static func escaped(_ text: String, attribute: Bool = false) -> String {
        guard text.utf8.contains(where: needsWork) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where !isXMLCharacter(scalar): out.unicodeScalars.append(replacement)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What `escaped` gives back after a parser reads it: the string with unrepresentable characters replaced.
    static func readBack(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : replacement) }
        return out
    }

    /// XML 1.0's `Char` production (Swift strings hold no surrogates).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Bytes that may need escaping or replacing: ASCII specials and controls, and EF (U+FFFE/U+FFFF's lead).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF:
            return true
        default: return false
        }
    }
}

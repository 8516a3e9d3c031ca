/// Text from data files, URIs and paths made safe to print on a terminal or into a log.
///
/// Control characters (C0, DEL, C1), bidi overrides and isolates (U+202A–202E, U+2066–2069) and the
/// Unicode line and paragraph separators become visible escapes such as `\n`, `\t` or `\u{1B}`, so data
/// can neither send ANSI/OSC sequences, reorder a line, nor start a new one.
public enum TerminalText {
    /// `text` as one line: every control character escaped, line breaks included.
    public static func escaped(_ text: String) -> String {
        escaped(text, keepingLineBreaks: false)
    }

    /// `text` whose line structure is the program's own (usage text, a report): control characters are
    /// escaped inside each line, and "\n" stays a line break.
    public static func escapedKeepingLineBreaks(_ text: String) -> String {
        escaped(text, keepingLineBreaks: true)
    }

    /// True for the scalars `escaped` rewrites.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        // The common case (nothing to escape) returns the same string without copying scalars.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar), !(keepingLineBreaks && scalar == "\n") else { out.append(scalar); continue }
            out.append(contentsOf: visible(scalar).unicodeScalars)
        }
        return String(out)
    }

    /// `\n`, `\r`, `\t`, else `\u{HEX}` as Swift writes it.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return #"\n"#
        case "\r": return #"\r"#
        case "\t": return #"\t"#
        default: return #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}

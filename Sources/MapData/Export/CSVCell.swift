/// One CSV field (RFC 4180), safe to open in a spreadsheet.
///
/// Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, tab or carriage
/// return gets a leading `'`, so a spreadsheet shows it as text instead of running it. To keep this reversible
/// a cell made of apostrophes and then one of those characters gets one more `'`; a reader undoes it by taking
/// one `'` off any cell that is one or more `'` followed by one of them (`unescapedFormula`).
/// A plain decimal number (`-12`, `-0.5`) is not a formula and is written as it is, so negative numbers stay numbers.
enum CSVCell {
    /// The field as written: NUL replaced, formula-guarded, then quoted when it holds a comma, quote or line break.
    static func field(_ text: String) -> String {
        quoted(guarded(withoutNUL(text)))
    }

    /// NUL becomes U+FFFD: C-string readers (GDAL) end the line there, and Pinmap's CSV reader refuses NUL bytes.
    static func withoutNUL(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }

    /// A number column's field (coordinates): never guarded, since a number is never run.
    static func number(_ text: String) -> String { text }

    static func guarded(_ text: String) -> String {
        let afterApostrophes = text.drop { $0 == "'" }
        guard let first = afterApostrophes.unicodeScalars.first, triggers.contains(first) else { return text }
        if afterApostrophes.count == text.count, isPlainNumber(text) { return text }
        return "'" + text
    }

    /// The reader's inverse of `guarded`.
    static func unescapedFormula(_ cell: String) -> String {
        // Nearly every cell: no apostrophe, so no counting of its characters (grapheme breaking per cell).
        guard cell.utf8.first == UInt8(ascii: "'") else { return cell }
        let afterApostrophes = cell.drop { $0 == "'" }
        guard afterApostrophes.count < cell.count, let first = afterApostrophes.unicodeScalars.first,
              triggers.contains(first) else { return cell }
        return String(cell.dropFirst())
    }

    static func quoted(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else {
            return text
        }
        return "\"" + text.replacingQuotes() + "\""
    }

    private static let triggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `-?digits(.digits)?`: what a spreadsheet reads as a number, never as a formula.
    static func isPlainNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }
}

private extension String {
    /// `"` doubled, as RFC 4180 escapes it inside a quoted field.
    func replacingQuotes() -> String {
        var out = ""
        out.reserveCapacity(utf8.count + 4)
        for scalar in unicodeScalars {
            if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

extension DecimalText {
    /// The longest text `parse` reads; 30 digits is far more precision than a Double has.
    public static let maxParsedLength = 30

    /// Reads plain decimal text, `-`? digits [`.` digits] (RFC 5870 `num`): no `+`, exponent, hex float,
    /// NaN, infinity, spaces or locale separators. Negative zero reads as 0. nil when the text is anything else.
    public static func parse<Text: StringProtocol>(_ text: Text, allowsSign: Bool = true) -> Double? {
        guard text.count <= maxParsedLength else { return nil }
        var digits = Substring(text)
        if allowsSign, digits.first == "-" { digits = digits.dropFirst() }
        let halves = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let value = Double(String(text)), value.isFinite else { return nil }
        return value == 0 ? 0 : value
    }
}

extension Character {
    /// '0'…'9' only (not other scripts' digits, which `isWholeNumber` also accepts).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

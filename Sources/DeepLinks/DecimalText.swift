/// Locale-free plain-decimal text for numbers that go into URLs.
///
/// Never uses `String(format:)`, `description` or a `NumberFormatter`: the output is the same
/// whatever the process or thread locale, with '.' as the separator and no exponent.
public enum DecimalText {
    /// The most fraction digits any link carries (≈ 1 cm at the equator).
    public static let maxFractionDigits = 7

    /// The largest magnitude `format` accepts; keeps the scaled value inside `Int64`.
    public static let maxMagnitude: Double = 1e11

    /// `value` rounded half away from zero to at most `fractionDigits` digits, trailing zeros dropped.
    /// Negative zero, and anything that rounds to zero, is "0".
    ///
    /// - Precondition: `value` is finite, `|value| < maxMagnitude`, `fractionDigits` is 0…7.
    public static func format(_ value: Double, fractionDigits: Int = maxFractionDigits) -> String {
        precondition(value.isFinite && abs(value) < maxMagnitude, "DecimalText.format needs a finite value below 1e11")
        precondition((0...maxFractionDigits).contains(fractionDigits), "DecimalText.format supports 0…7 fraction digits")
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        // Integer arithmetic after one rounding, so no digit depends on printf or the locale.
        let scaled = Int64((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        guard scaled != 0 else { return "0" }
        let whole = scaled / scale
        var fraction = scaled % scale
        var text = value < 0 ? "-" + String(whole) : String(whole)
        guard fraction != 0 else { return text }
        var digits = fractionDigits
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}

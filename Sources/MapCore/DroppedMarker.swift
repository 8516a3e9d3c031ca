import Foundation

/// A marker dropped on the map (a `geo:` link's point, typed coordinates) with a short label. App state: the
/// store owns it; the map widget and `--render` draw it the same way.
public struct DroppedMarker: Hashable, Sendable {
    /// Longest label kept, in characters; a longer one is cut and ends in "…".
    public static let maxLabelLength = 60
    /// Most Unicode scalars kept in one character (an emoji sequence fits; a tower of combining marks is cut).
    static let maxScalarsPerCharacter = 12

    public let coordinate: Coordinate
    /// Never empty: the given label cleaned by `clean(_:)`, else the coordinates as text.
    public let label: String

    public init(coordinate: Coordinate, label: String? = nil) {
        self.coordinate = coordinate
        let cleaned = label.map(Self.clean) ?? ""
        self.label = cleaned.isEmpty ? Self.coordinateText(coordinate) : cleaned
    }

    /// The label as drawn: control and format characters (bidi overrides, zero-width marks) dropped, any run
    /// of white space or line breaks folded to one space, trimmed, and cut to `maxLabelLength` characters.
    /// - Complexity: O(`maxLabelLength`) characters read past the leading white space, however long `text` is.
    public static func clean(_ text: String) -> String {
        var out = ""
        var count = 0, pendingSpace = false
        for character in text {
            if character.isWhitespace || character.isNewline {
                pendingSpace = count > 0
                continue
            }
            var kept = String.UnicodeScalarView()
            for scalar in character.unicodeScalars.prefix(maxScalarsPerCharacter) where isDrawable(scalar) {
                kept.append(scalar)
            }
            guard !kept.isEmpty else { continue }
            if pendingSpace { out.append(" "); count += 1; pendingSpace = false }
            out.unicodeScalars.append(contentsOf: kept)
            count += 1
            if count > maxLabelLength { break }
        }
        guard count > maxLabelLength else { return out }
        return String(out.prefix(maxLabelLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// False for controls, formatting (bidi, zero-width; the emoji joiner stays), separators and unassigned scalars.
    private static func isDrawable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: return false
        default: return true
        }
    }

    /// "60.17, 24.94": up to five decimals (about a metre), trailing zeros dropped.
    public static func coordinateText(_ c: Coordinate) -> String {
        func number(_ v: Double) -> String {
            var s = String(format: "%.5f", locale: Locale(identifier: "en_US_POSIX"), v)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s == "-0" ? "0" : s
        }
        return number(c.latitude) + ", " + number(c.longitude)
    }
}

import MapCore

/// Text cut to a length a label can lay out quickly: GTK wraps a long unbreakable line in time that grows
/// faster than its length (a 100,000-character address held the main loop for minutes).
public struct CappedText: Hashable, Sendable {
    /// Longest value a popover shows before "Show all", in characters: about ten lines, so "Show all" and
    /// "Open in…" stay in view (2,000 characters made a 65-line label that pushed them out of the popover).
    public static let valueLimit = 300
    /// Most lines a popover value shows before "Show all" (opening hours with many rules, a multi-line note).
    public static let valueLineLimit = 12
    /// Longest place name a popover title shows, in characters.
    public static let titleLimit = 120
    /// Longest property name shown as a row label, in characters.
    public static let labelLimit = 40

    /// A place title as a list row shows it ("Places in view", search, favourites): `Limits.rowTitleCharacters`.
    public static func rowTitle(_ title: String) -> String { CappedText(title, limit: Limits.rowTitleCharacters).shown }

    /// Longest run without a break opportunity that a label is given, in characters (see `breakable`).
    public static let longestRun = 10

    /// What to show: the text, or its first `limit` characters followed by "…".
    public let shown: String
    /// True when `shown` is not the whole text.
    public let isCut: Bool

    /// Cuts at `limit` characters, before the `lines`-th line break, and at `4 × limit` Unicode scalars so one
    /// character built from thousands of combining marks cannot slip through. Reads at most that much of `text`.
    public init(_ text: String, limit: Int, lines: Int = .max) {
        let maxScalars = limit * 4
        var end = text.startIndex
        var characters = 0, scalars = 0, breaks = 0
        for index in text.indices {
            guard characters < limit else { break }
            if text[index].isNewline {
                breaks += 1
                if breaks >= lines { break }
            }
            let next = text.index(after: index)
            let size = text.unicodeScalars[index..<next].count
            if scalars + size > maxScalars { break }
            characters += 1
            scalars += size
            end = next
        }
        if end == text.endIndex {
            shown = text
            isCut = false
        } else if end == text.startIndex {
            // A first character too big on its own: keep its scalars up to the cap.
            shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maxScalars))) + "…"
            isCut = true
        } else {
            shown = String(text[..<end]) + "…"
            isCut = true
        }
    }

    /// `text` with a zero-width space after every `longestRun` characters that contain no whitespace.
    /// Pango breaks an unbreakable run by re-laying out the rest of it for each line, which grows with the
    /// square of the run; GTK also measures a wrapping label at width zero. Short runs keep both linear.
    public static func breakable(_ text: String, every run: Int = longestRun) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / run * 3)
        let hint: Character = "\u{200B}"
        var length = 0
        for character in text {
            if character.isWhitespace || character == hint {
                length = 0
            } else if length == run {
                out.append(hint)
                length = 1
            } else {
                length += 1
            }
            out.append(character)
        }
        return out
    }

    /// Longest paragraph the "Show all" view is given, in characters (see `paragraphs`).
    public static let longestParagraph = 400

    /// `text` as paragraphs a text view can lay out one at a time: a line break replaces the first whitespace
    /// after `length` scalars, or is inserted `length / 4` scalars later when there is none (never inside a
    /// combining sequence). A text view lays out a 100,000-character paragraph in one go; short ones lazily.
    /// Works on Unicode scalars: walking 100,000 characters as graphemes took 100 ms in a debug build.
    public static func paragraphs(_ text: String, length: Int = longestParagraph) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        var joinsNext = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                count = 0
            } else if count >= length && scalar.properties.isWhitespace {
                count = 0
                out.append("\n")
                continue
            } else if count >= length + length / 4 && !joinsNext && !joinsPrevious(scalar) {
                count = 0
                out.append("\n")
            }
            count += 1
            joinsNext = scalar == "\u{200D}"
            out.append(scalar)
        }
        return String(out)
    }

    /// Marks, zero-width joiners and variation selectors belong to the scalar before them.
    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}

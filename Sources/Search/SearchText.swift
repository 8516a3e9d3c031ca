import Foundation

/// Turns text into search words: lower case, accents and punctuation gone, as arrays of Unicode scalar values.
///
/// Letters and digits make words; apostrophes join ("McDonald's" → "mcdonalds"); everything else separates.
/// Scalars outside ASCII are folded once each through Foundation and remembered (a build sees few distinct ones).
public struct SearchText {
    /// Longest word kept, in scalars; longer ones are cut (a 10,000-letter word cannot cost more than this).
    public static let maxWordLength = 48 // also WordBuffer's inline size

    /// Folded forms of scalars below `tableLimit`, packed (`Fold`); filled on first sight, allocated on the
    /// first non-ASCII scalar. An array index instead of a hash lookup: most text is Latin, Greek or Cyrillic.
    private var table: [UInt64] = []
    private static let tableLimit: UInt32 = 0x3000
    /// Folded forms of other scalars, packed likewise.
    private var others: [UInt32: UInt64] = [:]
    /// Folds longer than two letters (ligatures), rare.
    private var long: [UInt32: [UInt32]] = [:]

    public init() {}

    /// Folds that Foundation's diacritic folding leaves alone (no canonical decomposition).
    private static let extraFolds: [UInt32: String] = [
        0x00F8: "o", 0x00D8: "o", 0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe", 0x0142: "l", 0x0141: "l",
        0x0111: "d", 0x0110: "d", 0x00F0: "d", 0x00D0: "d", 0x00FE: "th", 0x00DE: "th", 0x0131: "i", 0x00DF: "ss",
    ]

    /// Calls `word` with each word of `text` in order (the buffer is reused between calls).
    public mutating func forEachWord(in text: String, _ word: (_ scalars: [UInt32]) -> Void) {
        var current = WordBuffer()
        for scalar in text.unicodeScalars where !append(scalar, to: &current) && !current.isEmpty {
            word(current.array)
            current.removeAll()
        }
        if !current.isEmpty { word(current.array) }
    }

    /// Adds `scalar`'s folded letters to `word` and returns true, or returns false at a separator.
    @inline(__always)
    mutating func append(_ scalar: Unicode.Scalar, to word: inout WordBuffer) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            switch v {
            case 0x61...0x7A, 0x30...0x39: word.append(v)
            case 0x41...0x5A: word.append(v + 0x20)
            case 0x27: break // ' joins: "mcdonald's" is one word
            default: return false
            }
            return true
        }
        var packed: UInt64
        if v < Self.tableLimit {
            if table.isEmpty { table = Array(repeating: 0, count: Int(Self.tableLimit)) }
            packed = table[Int(v)]
            if packed == 0 { packed = Fold.pack(fold(scalar)); table[Int(v)] = packed }
        } else if let known = others[v] {
            packed = known
        } else {
            packed = Fold.pack(fold(scalar)); others[v] = packed
        }
        switch Fold.kind(packed) {
        case .separator: return false
        case .joiner: return true // a combining mark or typographic apostrophe inside a word
        case .letters(let first, let second):
            word.append(first)
            if second != 0 { word.append(second) }
        case .long:
            for f in long[v] ?? [] { word.append(f) }
        }
        return true
    }

    /// A scalar's folded form in 64 bits: kind in bits 0–1, then up to two scalars of 21 bits.
    enum Fold {
        enum Kind { case separator, joiner, letters(UInt32, UInt32), long }

        static func pack(_ fold: [UInt32]) -> UInt64 {
            if fold.isEmpty { return 1 }
            if fold == [0] { return 2 }
            if fold.count > 2 { return 3 }
            let second = fold.count == 2 ? UInt64(fold[1]) : 0
            return UInt64(fold[0]) << 2 | second << 23
        }

        @inline(__always)
        static func kind(_ packed: UInt64) -> Kind {
            switch packed {
            case 1: return .separator
            case 2: return .joiner
            case 3: return .long
            default: return .letters(UInt32(truncatingIfNeeded: packed >> 2) & 0x1F_FFFF, UInt32(truncatingIfNeeded: packed >> 23))
            }
        }
    }

    /// All words of `text`, at most `limit` of them.
    public mutating func words(in text: String, limit: Int = .max) -> [[UInt32]] {
        var out: [[UInt32]] = []
        forEachWord(in: text) { if out.count < limit { out.append($0) } }
        return out
    }

    /// The folded form of one non-ASCII scalar: [0] joins, [] separates, otherwise its letters.
    private mutating func fold(_ scalar: Unicode.Scalar) -> [UInt32] {
        let result: [UInt32]
        let p = scalar.properties
        if scalar.value == 0x2019 || scalar.value == 0x02BC || p.generalCategory == .nonspacingMark
            || p.generalCategory == .spacingMark || p.generalCategory == .enclosingMark {
            result = [0]
        } else if let extra = Self.extraFolds[scalar.value] {
            result = extra.unicodeScalars.map(\.value)
        } else if p.isAlphabetic || p.numericType != nil {
            let text = String(Character(scalar)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            let kept = text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            result = kept.isEmpty ? [scalar.value] : kept.map { s in
                s.properties.isUppercase ? (s.properties.lowercaseMapping.unicodeScalars.first?.value ?? s.value) : s.value
            }
        } else {
            result = []
        }
        if result.count > 2 { long[scalar.value] = result }
        return result
    }
}

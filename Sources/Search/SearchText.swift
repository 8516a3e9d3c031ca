import Foundation

/// Turns text into search words: lower case, accents and punctuation gone, as arrays of Unicode scalar values.
///
/// Letters and digits make words; apostrophes join ("McDonald's" → "mcdonalds"); everything else separates.
/// Scalars outside ASCII are folded once each through Foundation and remembered (a build sees few distinct ones).
public struct SearchText {
    /// Longest word kept, in scalars; longer ones are cut (a 10,000-letter word cannot cost more than this).
    public static let maxWordLength = 48

    /// Non-ASCII scalar → its folded form (empty: a separator; nil entry in `joiners`: skipped inside a word).
    private var folded: [UInt32: [UInt32]] = [:]

    public init() {}

    /// Folds that Foundation's diacritic folding leaves alone (no canonical decomposition).
    private static let extraFolds: [UInt32: String] = [
        0x00F8: "o", 0x00D8: "o", 0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe", 0x0142: "l", 0x0141: "l",
        0x0111: "d", 0x0110: "d", 0x00F0: "d", 0x00D0: "d", 0x00FE: "th", 0x00DE: "th", 0x0131: "i", 0x00DF: "ss",
    ]

    /// Calls `word` with each word of `text` in order (the buffer is reused between calls).
    public mutating func forEachWord(in text: String, _ word: (_ scalars: [UInt32]) -> Void) {
        var current: [UInt32] = []
        current.reserveCapacity(16)
        func flush() {
            if !current.isEmpty { word(current); current.removeAll(keepingCapacity: true) }
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                switch v {
                case 0x61...0x7A, 0x30...0x39: if current.count < Self.maxWordLength { current.append(v) }
                case 0x41...0x5A: if current.count < Self.maxWordLength { current.append(v + 0x20) }
                case 0x27: break // ' joins: "mcdonald's" is one word
                default: flush()
                }
                continue
            }
            let fold = folded[v] ?? fold(scalar)
            if fold.count == 1, fold[0] == 0 { continue } // a joiner: combining mark, typographic apostrophe
            if fold.isEmpty { flush(); continue }
            for f in fold where current.count < Self.maxWordLength { current.append(f) }
        }
        flush()
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
        folded[scalar.value] = result
        return result
    }
}

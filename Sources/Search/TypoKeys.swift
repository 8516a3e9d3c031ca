/// Finds the words within one typo of a query word's start without looking at every word: a deletion
/// neighbourhood over each word's first five and six letters.
///
/// A word's keys are its first 5 letters, those 5 with one letter left out, and its first 6 with one left out;
/// a query's are its first 5 and those with one left out. A substitution, a missing or extra letter, or two
/// swapped neighbours in the query's first five letters leave one key in common; a typo further on leaves the
/// first five intact. Keys are hashes, so candidates are checked with `WordMatch` afterwards.
struct TypoKeys: Sendable {
    /// Query words shorter than this get no typo allowance.
    static let minimumQueryLength = 5
    /// Each entry: a key's hash in the top 40 bits, a word rank in the low 24; sorted.
    let entries: [UInt64]

    /// More distinct words than 24 bits can number leave typo search off (no entries).
    static let maxWords = 1 << 24

    init(words: WordTable) {
        guard words.count < Self.maxWords else { entries = []; return }
        var entries: [UInt64] = []
        entries.reserveCapacity(words.count * 12)
        for rank in 0..<words.count {
            let w = words.word(rank)
            let r = UInt64(rank)
            let five = min(5, w.count)
            entries.append(Self.pack(WordHash.of(w, length: five, skipping: nil), r))
            for skip in 0..<five { entries.append(Self.pack(WordHash.of(w, length: five, skipping: skip), r)) }
            if w.count >= 6 {
                for skip in 0..<6 { entries.append(Self.pack(WordHash.of(w, length: 6, skipping: skip), r)) }
            }
        }
        entries.sort()
        self.entries = entries
    }

    private static func pack(_ hash: UInt64, _ rank: UInt64) -> UInt64 { hash & ~0xFF_FFFF | rank }

    /// Ranks of words that may be one typo away from a start of `query` (unchecked, possibly repeated).
    func candidates(for query: [UInt32], _ body: (Int) -> Void) {
        guard query.count >= Self.minimumQueryLength, !entries.isEmpty else { return }
        lookUp(WordHash.of(query[...], length: 5, skipping: nil), body)
        for skip in 0..<5 { lookUp(WordHash.of(query[...], length: 5, skipping: skip), body) }
    }

    private func lookUp(_ hash: UInt64, _ body: (Int) -> Void) {
        let key = hash & ~0xFF_FFFF
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        while lo < entries.count, entries[lo] & ~0xFF_FFFF == key {
            body(Int(entries[lo] & 0xFF_FFFF))
            lo += 1
        }
    }
}

/// Per-query state over every place, one 32-bit word each: how many query words the place has matched so
/// far (bits 16–23), the joined quality of the earlier words (bits 8–15), and the best quality for the latest
/// one (bits 0–7). One array, so a visit touches one cache line; a struct passed `inout`, so the hot loop pays
/// no exclusivity checks on captured state.
struct QueryScratch {
    private var state: [UInt32]
    private let lastWord: Int
    /// Places that matched every word, in the order they completed.
    private(set) var candidates: [Int32] = []
    /// The query word being collected.
    var word = 0

    init(placeCount: Int, wordCount: Int) {
        state = Array(repeating: 0, count: placeCount)
        lastWord = wordCount - 1
    }

    /// Place `place` matches the current word with packed quality `quality`; a place that missed an earlier
    /// word is ignored.
    @inline(__always)
    mutating func visit(_ place: Int, _ quality: UInt8) {
        let s = state[place]
        let seen = Int(s >> 16)
        if seen == word {
            let current = MatchQuality(raw: UInt8(truncatingIfNeeded: s))
            let joined = word == 0 ? MatchQuality(raw: 0) : MatchQuality(raw: UInt8(truncatingIfNeeded: s >> 8)).joined(with: current)
            state[place] = UInt32(word + 1) << 16 | UInt32(joined.raw) << 8 | UInt32(quality)
            if word == lastWord { candidates.append(Int32(place)) }
        } else if seen == word + 1, quality < UInt8(truncatingIfNeeded: s) {
            state[place] = s & ~0xFF | UInt32(quality)
        }
    }

    /// The quality of a candidate over all words.
    @inline(__always)
    func quality(of place: Int) -> MatchQuality {
        let s = state[place]
        return MatchQuality(raw: UInt8(truncatingIfNeeded: s >> 8)).joined(with: MatchQuality(raw: UInt8(truncatingIfNeeded: s)))
    }
}

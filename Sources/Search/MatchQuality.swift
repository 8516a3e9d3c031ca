/// How well a query matched a place, packed so that a smaller value ranks first:
/// tier (bits 2–3), then a typo (bit 1), then a prefix rather than a whole word (bit 0).
struct MatchQuality: Hashable, Comparable {
    var raw: UInt8

    init(raw: UInt8) { self.raw = raw }

    init(tier: SearchTier, typo: Bool, prefix: Bool) {
        raw = tier.rawValue << 2 | (typo ? 2 : 0) | (prefix ? 1 : 0)
    }

    var tier: SearchTier { SearchTier(rawValue: raw >> 2) ?? .other }
    var typo: Bool { raw & 2 != 0 }
    var prefix: Bool { raw & 1 != 0 }

    /// Two words' matches together: the worse tier, a typo if either had one, a prefix if either was one.
    func joined(with other: MatchQuality) -> MatchQuality {
        MatchQuality(raw: max(raw & ~3, other.raw & ~3) | ((raw | other.raw) & 3))
    }

    static func < (a: MatchQuality, b: MatchQuality) -> Bool { a.raw < b.raw }
}

/// Seeded random damage to a byte string (changed bytes, cuts, repeats, inserted JSON tokens): a cheap, repeatable
/// stand-in for a fuzzer in tests of the readers that must be total.
public struct ByteMutations: Sequence, IteratorProtocol {
    /// Fragments that reach the parser's corners: nesting, escapes, huge and odd numbers, control bytes.
    static let tokens: [[UInt8]] = ["[", "]", "{", "}", "\"", ",", ":", "-", "1e999", "-1e-999", "NaN", "-Infinity",
                                    "99999999999999999999999", "0.0000000000000000000001", "null", "true", "\\u", "\\uD800",
                                    "[[[[[[[[[[[[[[[[", "\u{0}", "\u{FF}", "\u{FEFF}"].map { Array($0.utf8) }

    private let original: [UInt8]
    private var remaining: Int
    private var random: SplitMix64

    /// `count` damaged copies of `original`, the same ones for the same `seed`.
    public init(of original: [UInt8], count: Int, seed: UInt64) {
        self.original = original; remaining = count; random = SplitMix64(seed: seed)
    }

    public mutating func next() -> [UInt8]? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        var bytes = original
        for _ in 0...pick(3) { damage(&bytes) }
        return bytes
    }

    private mutating func damage(_ bytes: inout [UInt8]) {
        let at = pick(bytes.count)
        switch pick(5) {
        case 0: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
        case 1: bytes.removeSubrange(at..<Swift.min(bytes.count, at + 1 + pick(16)))
        case 2: bytes.insert(contentsOf: bytes[at..<Swift.min(bytes.count, at + 1 + pick(64))], at: at)
        case 3: bytes.removeSubrange(at...)
        default: bytes.insert(contentsOf: Self.tokens[pick(Self.tokens.count - 1)], at: at)
        }
    }

    /// Uniform in 0...upTo.
    private mutating func pick(_ upTo: Int) -> Int { Int(random.next() % UInt64(upTo + 1)) }
}

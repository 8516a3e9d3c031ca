/// A `Content-Range: bytes FIRST-LAST/TOTAL` header (RFC 9110 14.4), read strictly: digits only, FIRST ≤ LAST < TOTAL.
public struct ContentRange: Sendable, Equatable {
    public let first: UInt64
    public let last: UInt64
    public let total: UInt64

    /// nil for anything else, including `*/TOTAL` and an unknown total (`/*`): a range reader needs the size.
    public init?(_ header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("bytes ") else { return nil }
        let rest = text.dropFirst(6)
        let halves = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let bounds = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let first = Self.number(bounds[0]), let last = Self.number(bounds[1]),
              let total = Self.number(halves[1]), first <= last, last < total else { return nil }
        self.first = first; self.last = last; self.total = total
    }

    /// How many bytes the range holds.
    public var count: UInt64 { last - first + 1 }

    private static func number(_ s: Substring) -> UInt64? {
        guard !s.isEmpty, s.count <= 19, s.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return UInt64(s)
    }
}

/// The top lists of `GazetteerFormat` (version 2), made by the writer: for every short prefix whose key range is
/// longer than `topRangeKeys`, its biggest `topPlaces` places, so a one- or two-letter query ranks them first and
/// then passes over most of its tens of thousands of keys by population alone.
struct GazetteerTops {
    struct Top {
        var lower: UInt32, upper: UInt32
        var keys: [UInt32]
    }

    private(set) var tops: [Top] = []

    /// Longest prefix, in letters, tried for a top list (no range of 5+ letters is that long in GeoNames).
    static let maxLetters = 8

    /// Top lists for `keys` (sorted as in the file) whose places have `population`.
    init(keys: [[UInt8]], place: (Int) -> Int, population: (Int) -> Int) {
        var found: [Top] = []
        for letters in 1...Self.maxLetters {
            var any = false
            var start = 0
            while start < keys.count {
                guard let cut = Self.prefixLength(keys[start], letters: letters) else { start += 1; continue }
                let prefix = keys[start][..<cut]
                var end = start + 1
                while end < keys.count, keys[end].starts(with: prefix) { end += 1 }
                if end - start > GazetteerFormat.topRangeKeys {
                    any = true
                    found.append(Self.top(start..<end, place: place, population: population))
                }
                start = end
            }
            if !any { break }
        }
        // A range met at two lengths ("san" and "san " fold to one run) is listed once.
        found.sort { ($0.lower, $0.upper) < ($1.lower, $1.upper) }
        for t in found where tops.last.map({ ($0.lower, $0.upper) != (t.lower, t.upper) }) ?? true { tops.append(t) }
    }

    /// Bytes in the first `letters` UTF-8 scalars of `key`, or nil when it is shorter.
    static func prefixLength(_ key: [UInt8], letters: Int) -> Int? {
        var at = 0
        for _ in 0..<letters {
            guard at < key.count else { return nil }
            at += 1
            while at < key.count, key[at] & 0xC0 == 0x80 { at += 1 }
        }
        return at
    }

    private static func top(_ range: Range<Int>, place: (Int) -> Int, population: (Int) -> Int) -> Top {
        var firstKey: [Int: Int] = [:]
        for k in range where firstKey[place(k)] == nil { firstKey[place(k)] = k }
        // Biggest first, then the earlier key: the same input always gives the same list.
        let ordered = firstKey.sorted { a, b in
            let (pa, pb) = (population(a.key), population(b.key))
            return pa != pb ? pa > pb : a.value < b.value
        }
        return Top(lower: UInt32(range.lowerBound), upper: UInt32(range.upperBound),
                   keys: ordered.prefix(GazetteerFormat.topPlaces).map { UInt32($0.value) })
    }
}

/// Distinct words, stored flat and sorted, so a prefix is one binary search away.
///
/// Built in two steps: `WordTable.Builder` gives each new word an id as it comes (an open-addressing hash
/// table over a flat scalar pool), then `sorted()` orders the words and tells each id its rank.
struct WordTable: Sendable {
    /// The words' scalars, one after another, in sorted order.
    let scalars: [UInt32]
    /// Word `r` is `scalars[starts[r]..<starts[r + 1]]`.
    let starts: [Int32]

    var count: Int { starts.count - 1 }

    func word(_ rank: Int) -> ArraySlice<UInt32> {
        scalars[Int(starts[rank])..<Int(starts[rank + 1])]
    }

    /// Ranks of the words that start with `prefix`.
    /// - Complexity: O(log n · prefix length).
    func ranks(withPrefix prefix: [UInt32]) -> Range<Int> {
        let lower = lowerBound(prefix, orPrefixEnd: false)
        let upper = lowerBound(prefix, orPrefixEnd: true)
        return lower..<max(lower, upper)
    }

    /// First rank whose word is ≥ `key` (or, with `orPrefixEnd`, the first that is greater and does not start with it).
    private func lowerBound(_ key: [UInt32], orPrefixEnd: Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let order = Self.compare(word(mid), key[...], prefixOnly: orPrefixEnd)
            if order < 0 || (orPrefixEnd && order == 0) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// -1, 0, 1 as `a` sorts before, with or after `b`; with `prefixOnly`, `a` starting with `b` counts as equal.
    static func compare(_ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>, prefixOnly: Bool = false) -> Int {
        var i = a.startIndex, j = b.startIndex
        while i < a.endIndex, j < b.endIndex {
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1; j += 1
        }
        if j == b.endIndex { return (i == a.endIndex || prefixOnly) ? 0 : 1 }
        return -1
    }

    /// Collects distinct words in arrival order.
    struct Builder {
        private(set) var scalars: [UInt32] = []
        private(set) var starts: [Int32] = [0]
        private var slots: [Int32]
        private var mask: Int

        init(expectedWords: Int = 1024) {
            var size = 1024
            while size < expectedWords * 2 { size <<= 1 }
            slots = Array(repeating: -1, count: size)
            mask = size - 1
        }

        var count: Int { starts.count - 1 }

        /// The id of `word`, adding it when new.
        mutating func id(of word: borrowing WordBuffer) -> Int32 {
            var h = word.hash
            while true {
                let slot = Int(truncatingIfNeeded: h) & mask
                let id = slots[slot]
                if id < 0 {
                    let newID = Int32(count)
                    word.append(to: &scalars)
                    starts.append(Int32(scalars.count))
                    slots[slot] = newID
                    if count * 2 > slots.count { grow() }
                    return newID
                }
                if equal(Int(id), word) { return id }
                h &+= 1
            }
        }

        private func equal(_ id: Int, _ word: borrowing WordBuffer) -> Bool {
            word.equals(scalars, Int(starts[id]), Int(starts[id + 1]))
        }

        private mutating func grow() {
            let size = slots.count * 2
            slots = Array(repeating: -1, count: size)
            mask = size - 1
            for id in 0..<count {
                var h = WordHash.of(scalars[Int(starts[id])..<Int(starts[id + 1])])
                while slots[Int(truncatingIfNeeded: h) & mask] >= 0 { h &+= 1 }
                slots[Int(truncatingIfNeeded: h) & mask] = Int32(id)
            }
        }

        /// The table in sorted order, and each arrival id's rank in it.
        func sorted() -> (table: WordTable, rankOfID: [Int32]) {
            let n = count
            var order = Array(0..<Int32(n))
            let scalars = self.scalars, starts = self.starts
            order.sort { a, b in
                WordTable.compare(scalars[Int(starts[Int(a)])..<Int(starts[Int(a) + 1])],
                                  scalars[Int(starts[Int(b)])..<Int(starts[Int(b) + 1])]) < 0
            }
            var rankOfID = [Int32](repeating: 0, count: n)
            var sortedScalars: [UInt32] = []
            sortedScalars.reserveCapacity(scalars.count)
            var sortedStarts: [Int32] = [0]
            sortedStarts.reserveCapacity(n + 1)
            for (rank, id) in order.enumerated() {
                rankOfID[Int(id)] = Int32(rank)
                sortedScalars.append(contentsOf: scalars[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])])
                sortedStarts.append(Int32(sortedScalars.count))
            }
            return (WordTable(scalars: sortedScalars, starts: sortedStarts), rankOfID)
        }
    }
}

/// FNV-1a over scalar values: the word table's and the typo keys' hash.
enum WordHash {
    static func of(_ word: ArraySlice<UInt32>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for s in word {
            h = (h ^ UInt64(s)) &* 0x0000_0100_0000_01B3
        }
        return mix(h)
    }

    /// A final mix so that the low bits (the table slot) depend on every scalar.
    @inline(__always)
    static func mix(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 29; h &*= 0xbf58_476d_1ce4_e5b9; h ^= h >> 32
        return h
    }

    /// The hash of `word` without the scalar at `skip` (nil: none skipped), over its first `length` scalars.
    static func of(_ word: ArraySlice<UInt32>, length: Int, skipping skip: Int?) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var k = 0
        let end = min(length, word.count)
        while k < end {
            if k != skip { h = (h ^ UInt64(word[word.startIndex + k])) &* 0x0000_0100_0000_01B3 }
            k += 1
        }
        return mix(h)
    }
}

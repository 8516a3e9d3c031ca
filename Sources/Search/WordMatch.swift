/// How a query word matches one indexed word: whole, as its start, or either with one typo.
enum WordMatch: Equatable {
    case whole, prefix, typoWhole, typoPrefix

    var typo: Bool { self == .typoWhole || self == .typoPrefix }
    var prefix: Bool { self == .prefix || self == .typoPrefix }

    /// Compares `query` with `word`; typos (one substitution, insertion, deletion or swap of neighbours,
    /// i.e. optimal string alignment distance 1) count only when `allowTypo`.
    /// - Complexity: O(query length).
    static func match(_ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, allowTypo: Bool) -> WordMatch? {
        let q = query, w = word
        let n = q.count, m = w.count
        var i = 0
        while i < n, i < m, q[q.startIndex + i] == w[w.startIndex + i] { i += 1 }
        if i == n { return m == n ? .whole : .prefix }
        guard allowTypo else { return nil }
        // The rest of the query after position `qi` equals the word from `wi` on (the word may go further).
        func restMatches(_ qi: Int, _ wi: Int) -> Int? {
            let len = n - qi
            guard wi + len <= m else { return nil }
            var k = 0
            while k < len {
                if q[q.startIndex + qi + k] != w[w.startIndex + wi + k] { return nil }
                k += 1
            }
            return wi + len // how much of the word was used
        }
        var used: Int?
        if let u = restMatches(i + 1, i + 1) { used = u }                       // substitution
        else if let u = restMatches(i, i + 1) { used = u }                      // the query misses a letter
        else if let u = restMatches(i + 1, i) { used = u }                      // the query has an extra letter
        else if i + 1 < n, i + 1 < m, q[q.startIndex + i] == w[w.startIndex + i + 1],
                q[q.startIndex + i + 1] == w[w.startIndex + i], let u = restMatches(i + 2, i + 2) { used = u } // swap
        guard let used else { return nil }
        return used == m ? .typoWhole : .typoPrefix
    }
}

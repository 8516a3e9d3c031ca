import Foundation
import MapCore
import Search

/// One search over a `GazetteerTable`: whole names and starts (one prefix range), then one-typo variants
/// (each a prefix range too), keeping the best `limit` places by (match, score).
struct GazetteerQuery {
    /// Query words shorter than this (in letters) get no typo allowance, as in the search box.
    static let minimumTypoLength = 5
    /// Below this distance places count as equally near (a town's own size).
    static let nearKilometres = 10.0

    private let table: GazetteerTable
    private let near: Coordinate
    private let limit: Int
    private let query: [UInt32]
    private let qualifier: [UInt8]
    private var best: [Entry] = []

    private struct Entry {
        var match: GazetteerMatch
        var score: Double
        var place: Int
        var alternate: Bool

        /// Sorts before `other` in the result list.
        func ranks(before other: Entry) -> Bool {
            if match != other.match { return match < other.match }
            if score != other.score { return score > other.score }
            return place < other.place
        }
    }

    init(text: String, table: GazetteerTable, near: Coordinate, limit: Int) {
        self.table = table; self.near = near; self.limit = limit
        let cut = String(text.prefix(SearchIndex.maxQueryCharacters))
        var folder = SearchFolding()
        if let comma = cut.firstIndex(of: ",") {
            query = folder.scalars(String(cut[..<comma]))
            qualifier = folder.key(String(cut[cut.index(after: comma)...]), maxWords: 4)
        } else {
            query = folder.scalars(cut)
            qualifier = []
        }
    }

    mutating func run() -> [GazetteerHit] {
        guard !query.isEmpty else { return [] }
        let key = SearchFolding.utf8(query)
        scan(table.keys(withPrefix: key), length: key.count, typo: false)
        // Typos only when nothing is spelt right: a correct name never pays for them, nor lists look-alikes.
        if best.isEmpty, query.count >= Self.minimumTypoLength { typos() }
        return best.map { e in
            let place = table.place(e.place)
            return GazetteerHit(place: place, match: e.match, byAlternate: e.alternate, distance: near.distance(to: place.coordinate))
        }
    }

    /// Every spelling one edit from the query (a letter changed, missing, extra, or two swapped) as a prefix.
    private mutating func typos() {
        let q = query
        for i in 0..<q.count {
            var deleted = q; deleted.remove(at: i)
            variant(deleted)
            if i + 1 < q.count, q[i] != q[i + 1] {
                var swapped = q; swapped.swapAt(i, i + 1)
                variant(swapped)
            }
            for letter in nextLetters(after: Array(q[..<i])) {
                if letter != q[i] {
                    var changed = q; changed[i] = letter
                    variant(changed)
                }
                var inserted = q; inserted.insert(letter, at: i)
                variant(inserted)
            }
        }
    }

    private mutating func variant(_ scalars: [UInt32]) {
        guard !scalars.isEmpty else { return }
        let key = SearchFolding.utf8(scalars)
        scan(table.keys(withPrefix: key), length: key.count, typo: true)
    }

    /// The distinct letters that follow `prefix` in some key, each found by one binary search.
    private func nextLetters(after prefix: [UInt32]) -> [UInt32] {
        let bytes = SearchFolding.utf8(prefix)
        let range = table.keys(withPrefix: bytes)
        var letters: [UInt32] = []
        var k = range.lowerBound
        while k < range.upperBound {
            guard let letter = String(decoding: table.keyBytes(k, from: bytes.count).prefix(4), as: UTF8.self).unicodeScalars.first else {
                k += 1
                continue
            }
            letters.append(letter.value)
            k = max(k + 1, table.keys(withPrefix: bytes + Array(String(letter).utf8)).upperBound)
        }
        return letters
    }

    private mutating func scan(_ range: Range<Int>, length: Int, typo: Bool) {
        for k in range {
            let (place, alternate) = table.keyPlace(k)
            let match: GazetteerMatch = typo ? .typo : (table.keyLength(k) == length ? .exact : .prefix)
            let population = table.population(place)
            let reach = log10(Double(max(population, 1)))
            if best.count == limit, let worst = best.last {
                // The score is at most `reach` − 1: a place that cannot beat the last one is not measured.
                if worst.match < match || (worst.match == match && reach - 1 < worst.score) { continue }
            }
            guard qualifies(place) else { continue }
            let km = near.distance(to: table.coordinate(place)) / 1000
            let entry = Entry(match: match, score: reach - log10(max(km, Self.nearKilometres)), place: place, alternate: alternate)
            offer(entry)
        }
    }

    /// With "Paris, Texas": the place's region or country starts with the words after the comma.
    private func qualifies(_ place: Int) -> Bool {
        guard !qualifier.isEmpty else { return true }
        if let r = table.regionIndex(place), table.regionKeys[r].starts(with: qualifier) { return true }
        return table.regionKeys[table.countryIndex(place)].starts(with: qualifier)
    }

    private mutating func offer(_ entry: Entry) {
        if let at = best.firstIndex(where: { $0.place == entry.place }) {
            guard entry.ranks(before: best[at]) else { return }
            best.remove(at: at)
        } else if best.count == limit {
            guard let worst = best.last, entry.ranks(before: worst) else { return }
            best.removeLast()
        }
        var at = best.count
        while at > 0, entry.ranks(before: best[at - 1]) { at -= 1 }
        best.insert(entry, at: at)
    }
}

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
    /// The table's folded region names, fetched once per query that has a qualifier.
    private lazy var regionKeys: [[UInt8]] = table.regionKeys

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

    /// Whether the last `run` ranked a top list first (tests).
    private(set) var seededByTop = false
    /// Ignore top lists (tests: the plain scan the seeded one must equal).
    var unseeded = false
    /// While `best` is full: its last entry's match, and the population below which a place of that match cannot
    /// beat it (its score is at most log₁₀(population) − 1). Saves a logarithm and a distance per passed-over key.
    private var worstMatch: GazetteerMatch?
    private var floorPopulation = 0.0
    /// While `best` is full: its last entry's score.
    private var worstScore = -Double.infinity
    /// log₁₀ of the nearest kilometres (at least `nearKilometres`) from the view to each `GazetteerCell`, filled
    /// as a sweep first meets the cell (NaN: not yet).
    private var cellReach: [Double] = []

    mutating func run() -> [GazetteerHit] {
        guard !query.isEmpty else { return [] }
        let key = SearchFolding.utf8(query)
        let range = table.keys(withPrefix: key)
        // Seeded, the exact names (the range's first keys) are ranked already: the rest are all name starts.
        if !unseeded, let exactEnd = seed(range, length: key.count) {
            sweep(exactEnd..<range.upperBound)
        } else {
            scan(range, length: key.count, typo: false)
        }
        // Typos only when nothing is spelt right: a correct name never pays for them, nor lists look-alikes.
        if best.isEmpty, query.count >= Self.minimumTypoLength { typos() }
        return best.map { e in
            let place = table.place(e.place)
            return GazetteerHit(place: place, match: e.match, byAlternate: e.alternate, distance: near.distance(to: place.coordinate))
        }
    }

    /// Ranks `range`'s exact names (its first keys) and its top list (`GazetteerTops`) first, biggest places first
    /// until none can rank, so the scan that follows passes over most keys by population alone. The answer is the
    /// same as without: a place offered twice keeps its first key, which is its first in the range either way.
    /// Returns where the exact names end, or nil when the range has no top list.
    private mutating func seed(_ range: Range<Int>, length: Int) -> Int? {
        guard let top = table.top(for: range) else { return nil }
        seededByTop = true
        var k = range.lowerBound
        while k < range.upperBound, table.keyLength(k) == length { k += 1 }
        scan(range.lowerBound..<k, length: length, typo: false)
        for e in top {
            let key = table.topKey(e)
            // Biggest first: once this one cannot rank, no later one can (exact names were ranked above).
            if let worstMatch, worstMatch < .prefix || Double(max(table.population(table.keyPlace(key).place), 1)) < floorPopulation { break }
            scan(key..<(key + 1), length: length, typo: false)
        }
        return k
    }

    /// Every spelling one edit from the query (a letter changed, missing, extra, or two swapped) as a prefix.
    /// Walks the sorted keys like a trie: an edit at letter i is only tried inside the keys that start with the
    /// query's first i letters (narrowed once per i), and only with the letters that really follow there; every probe
    /// is one reused byte buffer compared in place with the mapped keys.
    private mutating func typos() {
        let q = SearchFolding.utf8(query)
        var cuts = [0]
        for scalar in query { cuts.append(cuts[cuts.count - 1] + (Unicode.Scalar(scalar).map { UTF8.width($0) } ?? 1)) }
        var probe: [UInt8] = []
        probe.reserveCapacity(q.count + 8)
        var within = 0..<table.keyCount
        for i in 0..<query.count where !within.isEmpty {
            let p = cuts[i], next = cuts[i + 1]
            probe.removeAll(keepingCapacity: true)
            probe.append(contentsOf: q[..<p]); probe.append(contentsOf: q[next...])
            variant(probe, in: within, from: p)
            if i + 1 < query.count, query[i] != query[i + 1] {
                probe.removeAll(keepingCapacity: true)
                probe.append(contentsOf: q[..<p]); probe.append(contentsOf: q[next..<cuts[i + 2]])
                probe.append(contentsOf: q[p..<next]); probe.append(contentsOf: q[cuts[i + 2]...])
                variant(probe, in: within, from: p)
            }
            var k = within.lowerBound
            while k < within.upperBound {
                guard let lead = table.keyByte(k, at: p) else { k += 1; continue }
                let width = Self.width(lead)
                probe.removeAll(keepingCapacity: true)
                probe.append(contentsOf: q[..<p])
                for j in 0..<width { if let b = table.keyByte(k, at: p + j) { probe.append(b) } }
                let letterEnd = probe.count
                let run = k..<table.prefixRunEnd(probe, from: k, before: within.upperBound, skipping: p)
                if !probe[p...].elementsEqual(q[p..<next]) {
                    probe.append(contentsOf: q[next...])
                    variant(probe, in: run, from: letterEnd)
                    probe.removeLast(probe.count - letterEnd)
                }
                probe.append(contentsOf: q[p...])
                variant(probe, in: run, from: letterEnd)
                k = max(k + 1, run.upperBound)
            }
            probe.removeAll(keepingCapacity: true)
            probe.append(contentsOf: q[..<next])
            within = table.keys(withPrefix: probe, in: within, from: p)
        }
    }

    /// Bytes in the UTF-8 sequence that starts with `lead` (1 for a stray continuation byte).
    private static func width(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private mutating func variant(_ key: [UInt8], in range: Range<Int>, from: Int) {
        guard !key.isEmpty, !range.isEmpty else { return }
        scan(table.keys(withPrefix: key, in: range, from: from), length: key.count, typo: true)
    }

    /// The rest of a seeded range, all name starts (its exact names were ranked by `seed`): each key's place is
    /// measured only when its population class, at the nearest distance of its cell, could still beat the last
    /// kept place. The bound never undershoots a real score, so the answer equals `scan`'s; most of a one-letter
    /// range (tens of thousands of keys) is passed over reading two bytes each, in order.
    private mutating func sweep(_ range: Range<Int>) {
        if cellReach.isEmpty { cellReach = [Double](repeating: .nan, count: GazetteerCell.count) }
        let reach = table.keyReach
        for k in range {
            if let worstMatch {
                // An exact name is last: no name start can rank.
                if worstMatch < .prefix { return }
                let r = Int(reach[k])
                let c = r >> 6
                var distanceLog = cellReach[c]
                if distanceLog.isNaN {
                    distanceLog = log10(max(GazetteerCell.nearestMetres(from: near, cell: c) / 1000, Self.nearKilometres))
                    cellReach[c] = distanceLog
                }
                // 1e-9: rounding in the class or the logarithms never passes over a place that could tie.
                if Double(r & 63) / 6 - distanceLog < worstScore - 1e-9 { continue }
            }
            scan(k..<(k + 1), length: 0, typo: false, allPrefix: true)
        }
    }

    /// `allPrefix`: no key in `range` is a whole-name match (saves reading each key's length).
    private mutating func scan(_ range: Range<Int>, length: Int, typo: Bool, allPrefix: Bool = false) {
        for k in range {
            let (place, alternate) = table.keyPlace(k)
            let match: GazetteerMatch = typo ? .typo : (allPrefix || table.keyLength(k) != length ? .prefix : .exact)
            let population = Double(max(table.population(place), 1))
            // A place that cannot beat the last one is not measured.
            if let worstMatch, worstMatch < match || (worstMatch == match && population < floorPopulation) { continue }
            guard qualifies(place) else { continue }
            let reach = log10(population)
            let km = near.distance(to: table.coordinate(place)) / 1000
            let entry = Entry(match: match, score: reach - log10(max(km, Self.nearKilometres)), place: place, alternate: alternate)
            offer(entry)
        }
    }

    /// With "Paris, Texas": the place's region or country starts with the words after the comma.
    private mutating func qualifies(_ place: Int) -> Bool {
        guard !qualifier.isEmpty else { return true }
        if let r = table.regionIndex(place), regionKeys[r].starts(with: qualifier) { return true }
        return regionKeys[table.countryIndex(place)].starts(with: qualifier)
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
        if best.count == limit, let worst = best.last {
            worstMatch = worst.match
            worstScore = worst.score
            // Just under 10^(score + 1): rounding never passes over a place that could tie.
            floorPopulation = pow(10, worst.score + 1) * (1 - 1e-9)
        }
    }
}

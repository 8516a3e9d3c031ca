import Foundation
import MapCore

/// An in-memory text index over every place (ticked categories or not), immutable once built, safe to query
/// from any thread.
///
/// Words of names, addresses and other text are folded (`SearchText`) into one sorted `WordTable`; each word
/// lists its places and the tier it came from. A query word matches every word it starts (one binary search
/// gives the range), words within one typo (`TypoKeys`), and categories whose id or title it starts.
/// Every query word must match; results rank by `MatchQuality`, then by distance from the reference point.
public final class SearchIndex: Sendable {
    /// Results a caller gets when it does not say.
    public static let defaultLimit = 20
    /// Characters of a query read; the rest is ignored (a pasted page cannot stall a keystroke).
    public static let maxQueryCharacters = 256
    /// Words of a query used; the rest are ignored.
    public static let maxQueryWords = 8
    /// A category is listed for a query word that starts its name only from this many letters (or a whole word).
    public static let minimumCategoryPrefix = 3

    public let places: [Place]
    let words: WordTable
    /// Postings of word rank `r`: `postings[postingStarts[r]..<postingStarts[r + 1]]`, each `place << 2 | tier`.
    let postingStarts: [Int32]
    let postings: [UInt32]
    let typoKeys: TypoKeys
    /// Each place's position on the unit sphere, so ranking by chord length ranks by great-circle distance.
    let unitX: [Double], unitY: [Double], unitZ: [Double]
    /// Categories with their folded words, and the places of each.
    let categoryWords: [[[UInt32]]]
    let placesByCategory: [[Int32]]

    /// Indexes `places`; `categories` give the titles a category query matches.
    /// - Complexity: O(total text length + w log w) for w distinct words.
    public init(places: [Place], categories: [PlaceCategory]) {
        self.places = places
        var text = SearchText()

        // Words: ids in arrival order and postings in place order.
        var builder = WordTable.Builder(expectedWords: max(1024, places.count / 4))
        var postingIDs: [Int32] = []
        var postingValues: [UInt32] = []
        postingIDs.reserveCapacity(places.count * 8)
        postingValues.reserveCapacity(places.count * 8)
        for (index, place) in places.enumerated() {
            let firstPosting = postingIDs.count
            let placeBits = UInt32(truncatingIfNeeded: index) << 2
            func add(_ value: String?, _ tier: SearchTier) {
                guard let value, !value.isEmpty else { return }
                text.forEachWord(in: value) { word in
                    let id = builder.id(of: word)
                    // A word already listed for this place at a tier as good or better adds nothing.
                    var k = firstPosting
                    while k < postingIDs.count {
                        if postingIDs[k] == id { return }
                        k += 1
                    }
                    postingIDs.append(id)
                    postingValues.append(placeBits | UInt32(tier.rawValue))
                }
            }
            add(place.title, .name)
            add(place.details.address, .address)
            add(place.details.cuisine, .other)
            add(place.details.phone, .other)
            add(place.details.website, .other)
            for key in place.details.extra.keys.sorted() { add(place.details.extra[key], .other) }
        }

        // Sort the words, then group postings by rank (a counting sort keeps place order within a word).
        let (table, rankOfID) = builder.sorted()
        words = table
        var starts = [Int32](repeating: 0, count: table.count + 1)
        for id in postingIDs { starts[Int(rankOfID[Int(id)]) + 1] += 1 }
        for r in 0..<table.count { starts[r + 1] += starts[r] }
        var fill = starts
        var grouped = [UInt32](repeating: 0, count: postingIDs.count)
        for k in 0..<postingIDs.count {
            let r = Int(rankOfID[Int(postingIDs[k])])
            grouped[Int(fill[r])] = postingValues[k]
            fill[r] += 1
        }
        postingStarts = starts
        postings = grouped
        typoKeys = TypoKeys(words: table)

        var xs = [Double](repeating: 0, count: places.count), ys = xs, zs = xs
        for (i, p) in places.enumerated() {
            (xs[i], ys[i], zs[i]) = Self.unitVector(p.coordinate)
        }
        unitX = xs; unitY = ys; unitZ = zs

        var slotOfCategory: [PlaceCategory.ID: Int] = [:]
        var catWords: [[[UInt32]]] = []
        for category in categories where slotOfCategory[category.id] == nil {
            slotOfCategory[category.id] = catWords.count
            catWords.append(Self.words(ofCategory: category, text: &text))
        }
        var byCategory = [[Int32]](repeating: [], count: catWords.count)
        for (i, p) in places.enumerated() {
            if let slot = slotOfCategory[p.categoryID] { byCategory[slot].append(Int32(i)) }
        }
        categoryWords = catWords
        placesByCategory = byCategory
    }

    /// A category's id and title words, plus singular forms of the title's ("pharmacies" → "pharmacy").
    static func words(ofCategory category: PlaceCategory, text: inout SearchText) -> [[UInt32]] {
        var list = text.words(in: category.id.replacingOccurrences(of: "_", with: " "))
        for word in text.words(in: category.title) {
            list.append(word)
            let s = String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init)))
            if s.hasSuffix("ies") { list.append(Array(s.dropLast(3).unicodeScalars.map(\.value)) + [0x79]) }
            if s.hasSuffix("es") { list.append(Array(s.dropLast(2).unicodeScalars.map(\.value))) }
            if s.hasSuffix("s") { list.append(Array(s.dropLast(1).unicodeScalars.map(\.value))) }
        }
        return list.filter { !$0.isEmpty }
    }

    static func unitVector(_ c: Coordinate) -> (Double, Double, Double) {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
    }

    public var placeCount: Int { places.count }
    public var wordCount: Int { words.count }

    /// Places matching every word of `text`, best first: by tier, whole spelling before a typo, whole words
    /// before prefixes, then nearest to `near`; at most `limit`.
    /// - Complexity: O(matching postings + log w) per word, plus O(n) scratch for n places.
    public func search(_ text: String, near: Coordinate, limit: Int = SearchIndex.defaultLimit) -> [SearchHit] {
        guard limit > 0, !places.isEmpty else { return [] }
        var folder = SearchText()
        let queryWords = folder.words(in: String(text.prefix(Self.maxQueryCharacters)), limit: Self.maxQueryWords)
        guard !queryWords.isEmpty else { return [] }

        // Per place: words matched so far, the joined quality of the earlier words, the best for the latest one.
        let n = places.count
        var matched = [UInt8](repeating: 0, count: n)
        var joinedBefore = [UInt8](repeating: 0, count: n)
        var current = [UInt8](repeating: 0, count: n)
        var candidates: [Int32] = []
        let last = queryWords.count - 1
        for (k, word) in queryWords.enumerated() {
            let kk = UInt8(k)
            forEachMatch(of: word) { place, quality in
                let seen = matched[place]
                if seen == kk {
                    joinedBefore[place] = MatchQuality(raw: joinedBefore[place]).joined(with: MatchQuality(raw: current[place])).raw
                    current[place] = quality.raw
                    matched[place] = kk + 1
                    if k == last { candidates.append(Int32(place)) }
                } else if seen == kk + 1, quality.raw < current[place] {
                    current[place] = quality.raw
                }
            }
        }

        // The best `limit` by (quality, chord to the reference, place order).
        let (rx, ry, rz) = Self.unitVector(near)
        var best: [(quality: UInt8, chord: Double, place: Int32)] = []
        best.reserveCapacity(limit + 1)
        for p32 in candidates {
            let p = Int(p32)
            let q = MatchQuality(raw: joinedBefore[p]).joined(with: MatchQuality(raw: current[p])).raw
            let dx = unitX[p] - rx, dy = unitY[p] - ry, dz = unitZ[p] - rz
            let chord = dx * dx + dy * dy + dz * dz
            if best.count == limit {
                let worst = best[limit - 1]
                if (q, chord, p32) >= (worst.quality, worst.chord, worst.place) { continue }
                best.removeLast()
            }
            var at = best.count
            while at > 0, (q, chord, p32) < (best[at - 1].quality, best[at - 1].chord, best[at - 1].place) { at -= 1 }
            best.insert((q, chord, p32), at: at)
        }
        return best.map { entry in
            let place = places[Int(entry.place)]
            let quality = MatchQuality(raw: entry.quality)
            return SearchHit(place: place, placeIndex: Int(entry.place), tier: quality.tier, typo: quality.typo,
                             prefix: quality.prefix, distance: near.distance(to: place.coordinate))
        }
    }

    /// Calls `body` with each place one query word matches and how (a place may come several times).
    func forEachMatch(of word: [UInt32], _ body: (Int, MatchQuality) -> Void) {
        // Words it starts.
        let range = words.ranks(withPrefix: word)
        for rank in range {
            let whole = words.word(rank).count == word.count
            visitPostings(rank, typo: false, prefix: !whole, body)
        }
        // Words one typo away (only for long enough query words).
        var tried = Set<Int>()
        typoKeys.candidates(for: word) { rank in
            guard !range.contains(rank), tried.insert(rank).inserted,
                  let match = WordMatch.match(word[...], words.word(rank), allowTypo: true), match.typo else { return }
            visitPostings(rank, typo: true, prefix: match.prefix, body)
        }
        // Categories whose id or title it starts.
        for (slot, list) in categoryWords.enumerated() {
            var best: MatchQuality?
            for cw in list where cw.count >= word.count && Array(cw.prefix(word.count)) == word {
                let whole = cw.count == word.count
                guard whole || word.count >= Self.minimumCategoryPrefix else { continue }
                let q = MatchQuality(tier: .name, typo: false, prefix: !whole)
                if best.map({ q < $0 }) ?? true { best = q }
            }
            if let best { for p in placesByCategory[slot] { body(Int(p), best) } }
        }
    }

    private func visitPostings(_ rank: Int, typo: Bool, prefix: Bool, _ body: (Int, MatchQuality) -> Void) {
        let flags: UInt8 = (typo ? 2 : 0) | (prefix ? 1 : 0)
        for k in Int(postingStarts[rank])..<Int(postingStarts[rank + 1]) {
            let v = postings[k]
            body(Int(v >> 2), MatchQuality(raw: UInt8(v & 3) << 2 | flags))
        }
    }
}

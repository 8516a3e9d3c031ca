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
    /// Each place's position on the unit sphere (x, y, z one after another), so ranking by the dot product with
    /// the reference point ranks by great-circle distance.
    let unitVectors: [Double]
    /// Categories with their folded words, and the places of each.
    let categoryWords: [[[UInt32]]]
    let placesByCategory: [[Int32]]

    /// Indexes `places`; `categories` give the titles a category query matches.
    /// - Complexity: O(total text length + w log w) for w distinct words.
    public init(places: [Place], categories: [PlaceCategory]) {
        self.places = places

        // Words: ids in arrival order and postings in place order.
        var collector = PostingCollector(expectedPlaces: places.count)
        for index in places.indices { collector.add(places[index], at: index) }
        let postingIDs = collector.ids, postingValues = collector.values
        let builder = collector.words
        var text = collector.text

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

        var vectors = [Double](repeating: 0, count: places.count * 3)
        for i in places.indices {
            (vectors[3 * i], vectors[3 * i + 1], vectors[3 * i + 2]) = Self.unitVector(places[i].coordinate)
        }
        unitVectors = vectors

        var slotOfCategory: [PlaceCategory.ID: Int] = [:]
        var catWords: [[[UInt32]]] = []
        for category in categories where slotOfCategory[category.id] == nil {
            slotOfCategory[category.id] = catWords.count
            catWords.append(Self.words(ofCategory: category, text: &text))
        }
        var byCategory = [[Int32]](repeating: [], count: catWords.count)
        for i in places.indices {
            if let slot = slotOfCategory[places[i].categoryID] { byCategory[slot].append(Int32(i)) }
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

        var scratch = QueryScratch(placeCount: places.count, wordCount: queryWords.count)
        for (k, word) in queryWords.enumerated() {
            scratch.word = k
            collectMatches(of: word, into: &scratch)
        }
        let candidates = scratch.candidates

        // The best `limit` by (quality, nearness to the reference, place order); nearer is a larger dot product.
        let (rx, ry, rz) = Self.unitVector(near)
        var best: [(quality: UInt8, far: Double, place: Int32)] = []
        best.reserveCapacity(limit + 1)
        for p32 in candidates {
            let p = Int(p32)
            let q = scratch.quality(of: p).raw
            if best.count == limit, q > best[limit - 1].quality { continue }
            let far = -(unitVectors[3 * p] * rx + unitVectors[3 * p + 1] * ry + unitVectors[3 * p + 2] * rz)
            if best.count == limit {
                let worst = best[limit - 1]
                if (q, far, p32) >= (worst.quality, worst.far, worst.place) { continue }
                best.removeLast()
            }
            var at = best.count
            while at > 0, (q, far, p32) < (best[at - 1].quality, best[at - 1].far, best[at - 1].place) { at -= 1 }
            best.insert((q, far, p32), at: at)
        }
        return best.map { entry in
            let place = places[Int(entry.place)]
            let quality = MatchQuality(raw: entry.quality)
            return SearchHit(place: place, placeIndex: Int(entry.place), tier: quality.tier, typo: quality.typo,
                             prefix: quality.prefix, distance: near.distance(to: place.coordinate))
        }
    }

    /// Records in `scratch` each place one query word matches and how.
    func collectMatches(of word: [UInt32], into scratch: inout QueryScratch) {
        // Words it starts.
        let range = words.ranks(withPrefix: word)
        for rank in range {
            let whole = words.word(rank).count == word.count
            visitPostings(rank, typo: false, prefix: !whole, &scratch)
        }
        // Words one typo away (only for long enough query words).
        var typoRanks: [Int] = []
        typoKeys.candidates(for: word) { rank in
            if !range.contains(rank) { typoRanks.append(rank) }
        }
        var tried = Set<Int>()
        for rank in typoRanks where tried.insert(rank).inserted {
            guard let match = WordMatch.match(word[...], words.word(rank), allowTypo: true), match.typo else { continue }
            visitPostings(rank, typo: true, prefix: match.prefix, &scratch)
        }
        // Categories whose id or title it starts.
        for (slot, list) in categoryWords.enumerated() {
            var best: MatchQuality?
            for cw in list where cw.count >= word.count && cw.starts(with: word) {
                let whole = cw.count == word.count
                guard whole || word.count >= Self.minimumCategoryPrefix else { continue }
                let q = MatchQuality(tier: .name, typo: false, prefix: !whole)
                if best.map({ q < $0 }) ?? true { best = q }
            }
            if let best { for p in placesByCategory[slot] { scratch.visit(Int(p), best.raw) } }
        }
    }

    private func visitPostings(_ rank: Int, typo: Bool, prefix: Bool, _ scratch: inout QueryScratch) {
        let flags: UInt8 = (typo ? 2 : 0) | (prefix ? 1 : 0)
        for k in Int(postingStarts[rank])..<Int(postingStarts[rank + 1]) {
            let v = postings[k]
            scratch.visit(Int(v >> 2), UInt8(v & 3) << 2 | flags)
        }
    }
}

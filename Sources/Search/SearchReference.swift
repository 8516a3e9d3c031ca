import MapCore

/// The obviously correct version of `SearchIndex.search`: every query word against every word of every place.
/// Slow (O(places × words)); tests compare the index with it on random data.
struct SearchReference {
    let places: [Place]
    let categories: [PlaceCategory]

    func search(_ text: String, near: Coordinate, limit: Int) -> [(placeIndex: Int, quality: MatchQuality)] {
        var folder = SearchText()
        let query = folder.words(in: String(text.prefix(SearchIndex.maxQueryCharacters)), limit: SearchIndex.maxQueryWords)
        guard !query.isEmpty, limit > 0 else { return [] }
        let categoryWords = Dictionary(categories.map { ($0.id, SearchIndex.words(ofCategory: $0, text: &folder)) },
                                       uniquingKeysWith: { a, _ in a })
        var found: [(Int, MatchQuality, Double)] = []
        for (i, place) in places.enumerated() {
            var fields: [(SearchTier, [[UInt32]])] = [(.name, folder.words(in: place.title))]
            fields.append((.address, folder.words(in: place.details.address ?? "")))
            var other = [place.details.cuisine, place.details.phone].compactMap { $0 }
            other += place.details.extra.map(\.value)
            fields.append((.other, other.flatMap { folder.words(in: $0) }))
            var total: MatchQuality?
            for word in query {
                var best: MatchQuality?
                func offer(_ q: MatchQuality) { if best.map({ q < $0 }) ?? true { best = q } }
                for (tier, list) in fields {
                    for w in list {
                        if let m = WordMatch.match(word[...], w[...], allowTypo: word.count >= TypoKeys.minimumQueryLength) {
                            offer(MatchQuality(tier: tier, typo: m.typo, prefix: m.prefix))
                        }
                    }
                }
                for cw in categoryWords[place.categoryID] ?? [] where cw.starts(with: word) {
                    if cw.count == word.count { offer(MatchQuality(tier: .name, typo: false, prefix: false)) }
                    else if word.count >= SearchIndex.minimumCategoryPrefix { offer(MatchQuality(tier: .name, typo: false, prefix: true)) }
                }
                guard let best else { total = nil; break }
                total = total.map { $0.joined(with: best) } ?? best
            }
            if let total { found.append((i, total, near.distance(to: place.coordinate))) }
        }
        found.sort { a, b in (a.1, a.2, a.0) < (b.1, b.2, b.0) }
        return found.prefix(limit).map { ($0.0, $0.1) }
    }
}

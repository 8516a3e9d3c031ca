import MapCore

/// What a search box answers: a position typed as coordinates or a `geo:` URI, or places.
public enum SearchAnswer: Hashable, Sendable {
    case location(LocationQuery)
    case places([SearchHit])

    public var hits: [SearchHit] {
        if case .places(let list) = self { return list }
        return []
    }
}

extension SearchIndex {
    /// Coordinates or a `geo:` URI win over text search; anything else searches places.
    public func answer(_ text: String, near: Coordinate, limit: Int = SearchIndex.defaultLimit) -> SearchAnswer {
        if let location = LocationQuery.parse(text) { return .location(location) }
        return .places(search(text, near: near, limit: limit))
    }
}

/// The favourites the side panel lists as rows: the first `limit` starred, and how many more there are.
public struct FavouriteRows: Sendable {
    /// What one row shows, compared to tell an unchanged list.
    public struct Line: Hashable, Sendable {
        public let key: Favourite.Key
        public let name: String
        public let isMissing: Bool
    }

    public let favourites: [Favourite]
    public let lines: [Line]
    /// Favourites not listed as rows.
    public let moreCount: Int

    /// - Complexity: O(limit); `isMissing` is asked once per listed favourite.
    public init(_ all: [Favourite], limit: Int, isMissing: (Favourite) -> Bool) {
        favourites = Array(all.prefix(limit))
        lines = favourites.map { Line(key: $0.key, name: $0.name, isMissing: isMissing($0)) }
        moreCount = all.count - favourites.count
    }
}

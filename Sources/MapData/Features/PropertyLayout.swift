import MapCore

/// What each property of a feature is for (id, title, category, a detail field), worked out once for a list of
/// keys and reused while the features keep the same keys (every CSV row; most GeoJSON, KML and GPX files):
/// comparing each feature's keys against every title, category and detail key was a quarter of a load.
/// A class: as a struct, each feature's use copied (retained and released) its seven arrays.
final class PropertyLayout: Sendable {
    let keys: [String]
    /// Properties named "id", in file order.
    let idIndices: [Int]
    /// Properties whose key is a title key, in the title keys' order, then file order.
    let titleCandidates: [Int]
    /// Per property: its key's position in the title keys, or -1.
    let titleRank: [Int]
    /// Properties whose key is a category key (or the chosen category field), in that order, then file order.
    let categoryCandidates: [Int]
    /// Per property: its key's position in the category keys, or -1.
    let categoryRank: [Int]
    let detailKinds: [DetailFields.Kind]

    init(_ properties: [PlaceProperty], titleKeys: [String], categoryKeys: [String]) {
        let keys = properties.map(\.key)
        self.keys = keys
        idIndices = keys.indices.filter { keys[$0] == "id" }
        titleRank = keys.map { titleKeys.firstIndex(of: $0) ?? -1 }
        categoryRank = keys.map { categoryKeys.firstIndex(of: $0) ?? -1 }
        titleCandidates = Self.ranked(titleRank)
        categoryCandidates = Self.ranked(categoryRank)
        detailKinds = keys.map(DetailFields.kind(of:))
    }

    /// Whether `properties` have exactly these keys in this order. - Complexity: O(properties).
    func fits(_ properties: [PlaceProperty]) -> Bool {
        guard properties.count == keys.count else { return false }
        for i in keys.indices where properties[i].key != keys[i] { return false }
        return true
    }

    private static func ranked(_ rank: [Int]) -> [Int] {
        rank.indices.filter { rank[$0] >= 0 }.sorted { rank[$0] != rank[$1] ? rank[$0] < rank[$1] : $0 < $1 }
    }
}

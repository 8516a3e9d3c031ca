/// What the user chose in the panel: one style and any set of categories.
public struct MapState: Hashable, Sendable, Codable {
    public var styleID: MapStyle.ID
    public var categoryIDs: Set<PlaceCategory.ID>

    public init(styleID: MapStyle.ID, categoryIDs: Set<PlaceCategory.ID>) {
        self.styleID = styleID; self.categoryIDs = categoryIDs
    }
}

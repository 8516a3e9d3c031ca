import MapCore

/// What an index is built over: every layer's places (hidden ones too: a hidden layer is a filter of the prepared
/// places, as an unticked category is, so showing it again needs no new place set), which layers and categories
/// are shown, and the view to show quick clusters for while a new large place set's full index is built.
public struct PlaceIndexRequest: Sendable {
    /// Each layer's places, in panel order.
    public var parts: [[Place]]
    /// One flag per part; a missing flag shows its part.
    public var visibleParts: [Bool]
    /// Changes whenever any part's places change, never when a part is only shown or hidden.
    public var version: Int
    public var categories: Set<PlaceCategory.ID>
    /// The map's view: a builder may first deliver the clusters of its zoom (see `PlaceIndexBuilding`); nil: never.
    public var view: Viewport?

    public init(parts: [[Place]], visibleParts: [Bool], version: Int, categories: Set<PlaceCategory.ID>, view: Viewport? = nil) {
        self.parts = parts; self.visibleParts = visibleParts; self.version = version; self.categories = categories; self.view = view
    }

    /// The shown parts' places, joined (O(places): call off the main thread).
    public var visiblePlaces: [Place] {
        var out: [Place] = []
        out.reserveCapacity(placeCount)
        for (i, p) in parts.enumerated() where isVisible(i) { out += p }
        return out
    }

    /// Places in the shown parts.
    public var placeCount: Int { parts.indices.reduce(0) { $0 + (isVisible($1) ? parts[$1].count : 0) } }

    public func isVisible(_ part: Int) -> Bool { part >= visibleParts.count || visibleParts[part] }

    /// A version for the joined visible places: `version` when every part shows, else one that also says which
    /// parts are hidden (for builders that take one list and may keep work per version).
    var joinedVersion: Int {
        var hidden: UInt64 = 0
        for i in parts.indices where !isVisible(i) { hidden = hidden &* 31 &+ UInt64(i + 1) }
        return hidden == 0 ? version : version << 20 ^ Int(truncatingIfNeeded: hidden & 0xF_FFFF) | 1 << 62
    }
}

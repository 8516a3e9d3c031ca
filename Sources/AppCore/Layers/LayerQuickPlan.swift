import MapCore

/// What a layer's load needs to cluster its view in its own task, right after the parse: the other layers' places
/// and flags, the ticked and known categories, and the view, as they were when the load began. The quick index
/// it makes is shown only if none of that changed meanwhile (`matches`); else the builder makes one as before.
struct LayerQuickPlan: Sendable {
    let layerIDs: [String]
    let parts: [[Place]]
    let visibleParts: [Bool]
    /// The store's `layerPartsVersion` when the load began.
    let partsVersion: Int
    let categoryIDs: Set<PlaceCategory.ID>
    let knownCategoryIDs: Set<PlaceCategory.ID>
    let catalogCategoryIDs: Set<PlaceCategory.ID>
    let viewport: Viewport
    let maxFitZoom: Double
    let fits: Bool

    /// The request the load's places make with the others: their slot filled, new categories ticked, and the
    /// view the map will fly to (or the view as it is).
    func request(layer id: String, places: [Place], categories: [PlaceCategory], extent: GeoBounds?) -> PlaceIndexRequest? {
        guard let slot = layerIDs.firstIndex(of: id) else { return nil }
        var parts = self.parts
        parts[slot] = places
        let added = categories.map(\.id).filter { !catalogCategoryIDs.contains($0) && !knownCategoryIDs.contains($0) }
        let view = fits ? (extent.flatMap { Self.fitTarget(viewport, extent: $0, maxZoom: maxFitZoom) } ?? viewport) : viewport
        return PlaceIndexRequest(parts: parts, visibleParts: visibleParts, version: -1,
                                 categories: categoryIDs.union(added), view: view)
    }

    /// True when the store would ask for the same places, flags and categories as `request`.
    func matches(_ request: PlaceIndexRequest, layerIDs now: [String], visible: [Bool], partsVersion changedAt: Int,
                 categories: Set<PlaceCategory.ID>) -> Bool {
        now == layerIDs && visible == visibleParts && changedAt == partsVersion && categories == request.categories
    }

    /// The view that shows all of `extent` from `viewport`; nil when it is all in view already or the view has no size.
    static func fitTarget(_ viewport: Viewport, extent bounds: GeoBounds, maxZoom: Double) -> Viewport? {
        guard viewport.size.width >= 64, viewport.size.height >= 64 else { return nil }
        let shown = viewport.visibleBounds
        let corners = [Coordinate(clampingLatitude: bounds.south, wrappingLongitude: bounds.west),
                       Coordinate(clampingLatitude: bounds.north, wrappingLongitude: bounds.east)]
        if corners.allSatisfy({ shown.contains($0) }) { return nil }
        var target = viewport
        target.fit(bounds, padding: PixelInsets(all: 48), maxZoom: maxZoom)
        return target
    }
}

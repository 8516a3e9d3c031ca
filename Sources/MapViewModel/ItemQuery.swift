import MapCore

/// Asks the PlaceIndex what to draw, again only when the viewport or the data changed.
public struct ItemQuery {
    /// Points added around the view so pins just outside still draw their visible part.
    public static let padding = 64.0

    private var key: (viewport: Viewport, generation: Int)?

    public init() {}
    public private(set) var items: [MapItem] = []
    /// How many times the index was queried (tests check the once-per-change rule).
    public private(set) var queryCount = 0

    /// Items for `viewport` from `index` built at data `generation`; re-queries only when either changed.
    public mutating func items(for viewport: Viewport, generation: Int, index: (any PlaceIndex)?) -> [MapItem] {
        guard !viewport.size.isEmpty else { return [] }
        if let key, key.viewport == viewport, key.generation == generation { return items }
        key = (viewport, generation)
        items = index?.items(in: Self.bounds(for: viewport), zoom: viewport.zoom) ?? []
        queryCount += 1
        return items
    }

    /// The viewport's geographic box grown by `padding` points on every side.
    public static func bounds(for viewport: Viewport, padding: Double = padding) -> GeoBounds {
        var v = viewport
        v.size = PixelSize(width: viewport.size.width + 2 * padding, height: viewport.size.height + 2 * padding)
        return v.visibleBounds
    }
}

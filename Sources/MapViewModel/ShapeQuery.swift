import MapCore

/// Asks the ShapeIndex which lines and areas to draw (for either map view), again only when the viewport, the shapes
/// or the shown categories changed (a pan asks once per frame; the simplified paths themselves are cached by the
/// index per zoom band). Unticked categories are left out here, so a toggle needs no new index.
public struct ShapeQuery {
    public private(set) var index: ShapeIndex?
    /// The categories drawn (a drawing copy of the store's ticked set, given with the index); every other shape is
    /// left out of the frame (and so out of clicks).
    public private(set) var categories: Set<PlaceCategory.ID> = []
    private var key: Viewport?
    public private(set) var shapes: [ShapeInView] = []
    /// The line or area drawn highlighted (the store's selection).
    public var selectedID: PlaceShape.ID?

    public init() {}

    /// Replaces the shapes (nil: none) and the categories drawn.
    public mutating func show(_ index: ShapeIndex?, categories: Set<PlaceCategory.ID>) {
        self.index = index
        self.categories = categories
        key = nil
        shapes = []
    }

    /// Lines and areas for `viewport`, padded as the items are so a halo just outside still draws.
    public mutating func shapes(for viewport: Viewport) -> [ShapeInView] {
        guard let index, !viewport.size.isEmpty else { return [] }
        if key == viewport { return shapes }
        key = viewport
        shapes = index.shapes(in: ItemQuery.bounds(for: viewport, padding: 16), zoom: viewport.zoom)
        if shapes.contains(where: { !categories.contains($0.shape.categoryID) }) {
            shapes.removeAll { !categories.contains($0.shape.categoryID) }
        }
        return shapes
    }
}

import MapCore

/// Asks the ShapeIndex which lines and areas to draw, again only when the viewport or the shapes changed (a pan asks
/// once per frame; the simplified paths themselves are cached by the index per zoom band).
struct ShapeQuery {
    private(set) var index: ShapeIndex?
    private var key: Viewport?
    private(set) var shapes: [ShapeInView] = []

    /// Replaces the shapes (nil: none).
    mutating func show(_ index: ShapeIndex?) {
        self.index = index
        key = nil
        shapes = []
    }

    /// Lines and areas for `viewport`, padded as the items are so a halo just outside still draws.
    mutating func shapes(for viewport: Viewport) -> [ShapeInView] {
        guard let index, !viewport.size.isEmpty else { return [] }
        if key == viewport { return shapes }
        key = viewport
        shapes = index.shapes(in: ItemQuery.bounds(for: viewport, padding: 16), zoom: viewport.zoom)
        return shapes
    }
}

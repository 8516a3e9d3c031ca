import MapCore

extension MapWidget {
    /// Draws these lines and areas of `categories` under the pins from the next frame on (nil: none). The index is
    /// the widget's from now on: it is queried on the main thread only.
    public func show(shapes index: ShapeIndex?, categories: Set<PlaceCategory.ID>) {
        shapeQuery.show(index, categories: categories)
        widget.queueDraw()
    }

    /// Highlights one line or area (the store selected it), or none.
    public func select(shapeID: PlaceShape.ID?) {
        guard shapeID != shapeQuery.selectedID else { return }
        shapeQuery.selectedID = shapeID
        widget.queueDraw()
    }

    /// Lines and areas drawn in the last frame.
    public var drawnShapes: [ShapeInView] { shapeQuery.shapes }
}

import MapCore

extension MapWidget {
    /// Draws these lines and areas under the pins from the next frame on (nil: none). The index is the widget's from
    /// now on: it is queried on the main thread only.
    public func show(shapes index: ShapeIndex?) {
        shapeQuery.show(index)
        widget.queueDraw()
    }

    /// Lines and areas drawn in the last frame.
    public var drawnShapes: [ShapeInView] { shapeQuery.shapes }
}

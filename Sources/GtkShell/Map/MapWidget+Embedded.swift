import GtkInterop
extension MapWidget: EmbeddedMapView {
    public var pinHeadOffset: Double { renderer.options.pinHeight - renderer.options.pinDiameter / 2 }
    public var isMoving: Bool { isAnimating || viewportNotice.isPending }
}

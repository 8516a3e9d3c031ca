import MapCore

extension MapWidget: LocationDisplaying {
    public func show(location display: LocationDisplay?) {
        guard display != location else { return }
        location = display
        widget.queueDraw()
    }
}

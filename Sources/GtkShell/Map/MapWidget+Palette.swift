import GtkInterop
import MapRender

extension MapWidget: ThemedMapView {
    /// Redraws with `palette` (cluster sprites are rasterised again: the renderer drops them on an options change).
    public func show(palette: MapPalette) {
        guard renderer.options.palette != palette else { return }
        renderer.options.palette = palette
        widget.queueDraw()
    }
}

import MapRender

/// A map that can draw its chrome (scale bar, attribution, cluster centres) in the desktop's light or dark style.
@MainActor
public protocol ThemedMapView: AnyObject {
    func show(palette: MapPalette)
}

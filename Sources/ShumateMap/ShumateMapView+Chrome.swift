import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender

/// What the Cairo map draws over its tiles, here as libshumate's widgets and ours: the offline badge with the
/// same honest words, the offline map's credit in the licence, the light or dark palette, and the focus ring.
extension ShumateMapView: ThemedMapView {
    /// The badge shows while the style's server is unreachable (or the store says offline) and names what stands
    /// in, as `RenderOptions.offlineBadge` words it for the Cairo map; the licence adds the offline map's credit.
    func updateOfflineChrome() {
        let unreachable = tiles.isOffline(style: style)
        let shown = isOffline || unreachable
        tree.offlineBadge.setVisible(shown)
        if shown {
            let text = renderer.options.offlineBadge(styleName: style.name, sources: feed.sources(in: visibleTiles()))
            if text != tree.offlineText { tree.setOfflineText(text) }
        }
        // As the Cairo map: the offline map's credits that the style's own do not already name.
        let have = Set(style.attribution.components(separatedBy: " · "))
        let more = unreachable ? tiles.fallbackAttribution.components(separatedBy: " · ").filter { !$0.isEmpty && !have.contains($0) } : []
        let extra = more.isEmpty ? nil : more.joined(separator: " · ")
        if extra != tree.extraCredits { tree.setExtraCredits(extra) }
    }

    /// The source's tiles covering the view at the zoom libshumate draws.
    func visibleTiles() -> Set<TileID> {
        let vp = viewport
        let zoom = TileCover.tileZoom(for: vp.zoom, tileSize: style.tileSize, zoomRange: max(0, style.minZoom)...max(style.minZoom, style.maxZoom))
        return Set(TileCover.tiles(for: vp, tileZoom: zoom).map(\.id))
    }

    /// Bubbles and overlays take the palette's colours; tiles are asked for again once the app has switched the
    /// vector map's colours too (it does so right after this call), so libshumate drops its light copies.
    public func show(palette: MapPalette) {
        guard renderer.options.palette != palette else { return }
        renderer.options.palette = palette
        textures.removeAll()
        for (id, marker) in markers {
            if let item = sync.shown[id], let texture = texture(for: item, selected: false) { marker.setTexture(texture) }
        }
        if let selected = selectedMarker, let item = sync.shown["p:" + selected.placeID], let texture = texture(for: item, selected: true) {
            selected.marker.setTexture(texture)
        }
        MainLoop.post { [weak self] in
            guard let self else { return }
            self.installSource(for: self.style)
        }
    }

    /// The Cairo map's ring (`MapFocusRing`) inside the edge while the map has keyboard focus.
    func installFocusRing() {
        AppUI.setAccessibleRole(widget, .region)
        AppUI.setAccessibleLabel(widget, renderer.options.translate("Map"))
        DrawingArea.setDrawFunction(tree.focusRing) { [weak self] canvas, width, height in
            guard let self, self.widget.hasVisibleFocus else { return }
            MapFocusRing.draw(on: canvas, size: PixelSize(width: Double(width), height: Double(height)))
        }
        Signal.connectIgnoringArgument(widget, "state-flags-changed") { [weak self] in self?.tree.focusRing.queueDraw() }
    }

    /// Whether the ring shows now (tests).
    public var showsFocusRing: Bool { widget.hasVisibleFocus }
}

import Graphics
import MapCore

/// Keeps the map's "Offline" badge in step with the tile server: the shell connects TileLoader to the map,
/// which know nothing of each other.
@MainActor
enum OfflineIndicator {
    /// Chains onto the tile provider's change callback (the map's redraw stays first).
    static func connect(map: MapWidget) {
        let tiles = map.tiles
        let redraw = tiles.onChange
        tiles.onChange = { [weak map, weak tiles] in
            redraw?()
            MainActor.assumeIsolated {
                guard let map, let tiles else { return }
                map.setOffline(tiles.isOffline(style: map.style))
            }
        }
    }

    /// Re-checks after a style switch (the new style's server may be fine or failing already).
    static func refresh(map: MapWidget) {
        map.setOffline(map.tiles.isOffline(style: map.style))
    }
}

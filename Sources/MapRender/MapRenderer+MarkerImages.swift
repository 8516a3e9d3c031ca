import Graphics
import MapCore

extension MapRenderer {
    /// The sprite of `item` at `scale` (device pixels per point), from the same caches `draw` uses.
    /// A new scale drops the sprites of the old one, as a frame at a new scale does.
    public func markerImage(for item: MapItem, selected: Bool = false, scale: Double) -> MarkerImage? {
        if scale != spriteScale {
            resetSprites()
            spriteScale = scale
        }
        let painter = MarkerPainter(options: options)
        let sprite: Sprite?
        switch item {
        case .place(let place): sprite = pinSprite(for: place.categoryID, selected: selected, painter: painter)
        // The LRU of identical-looking bubbles, not the per-frame table: no frame ever rolls it here.
        case .cluster(let cluster): sprite = lookUpClusterSprite(for: cluster, painter: painter)
        }
        return sprite.map { MarkerImage(surface: $0.surface, anchor: $0.anchor, scale: $0.scale) }
    }
}

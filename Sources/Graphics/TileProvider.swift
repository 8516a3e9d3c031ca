import MapCore

/// Supplies tile images to a renderer without the renderer knowing where they come from.
/// Called on the main thread while drawing: it must never block; it may start loads.
public protocol TileProvider: AnyObject {
    /// What to draw for `tile` of `style` now: the tile, or fallback pieces, or nothing yet (the renderer draws a placeholder).
    func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece]
    /// Tiles no longer wanted (left the viewport); pending loads for others may be cancelled.
    func retain(only wanted: Set<TileID>, style: MapStyle)
    /// True when the style's server is failing and tiles come only from caches.
    func isOffline(style: MapStyle) -> Bool
    /// Called (on the main thread) whenever a new tile image becomes available, so the view can redraw.
    var onChange: (() -> Void)? { get set }
    /// Credit for what is drawn in place of tiles a style's server could not give (the offline basemap), shown
    /// beside the style's own while `isOffline(style:)`; empty when there is nothing to credit.
    var fallbackAttribution: String { get }
    /// The labels of `tile` as drawn now (vector styles only), for the frame's placement pass; nil when it has none.
    func labels(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileLabels?
}

extension TileProvider {
    public var fallbackAttribution: String { "" }
    public func labels(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileLabels? { nil }
}

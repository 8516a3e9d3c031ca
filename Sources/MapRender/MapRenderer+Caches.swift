/// Memory the renderer hands back while the map sits still.
extension MapRenderer {
    /// Drops text layouts, and label images and sizes the last frame did not use; the app calls it from the tile
    /// store's idle trim, so heap grown over a long pan goes back before `malloc_trim`.
    public func releaseCaches() {
        texts.removeAll()
        labels.releaseCaches()
    }
}

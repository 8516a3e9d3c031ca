extension MapStore {
    /// The map implementation to embed at the next launch, by the name `Sources/pinmap` gave it; saved at once.
    /// The running window keeps its map: swapping it live would rebuild the popover's anchor and the store's view.
    public func setMapView(named name: String) {
        guard mapViewSetting != .named(name) else { return }
        mapViewSetting = .named(name)
        saveSettings()
    }
}

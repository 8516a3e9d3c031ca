import MapCore

extension MapStore {
    /// The settings as they are now.
    public var settings: AppSettings {
        AppSettings(mapState: state, viewport: SavedViewport(viewport), panelWidth: panelWidth,
                    panelVisible: panelVisible, linkPreferences: linkPreferences,
                    appearance: appearance == .system ? nil : appearance, mapView: mapViewSetting,
                    layers: layers.layers.map { SavedLayer(path: $0.id, visible: $0.visible) },
                    geocoder: geocoderSetting)
    }

    /// Writes `state.json` now; a failure goes to the banner once, never a crash.
    public func saveSettings() {
        guard let settingsFile else { return }
        pending.finish(.settings)
        do { try settingsFile.save(settings) } catch {
            if banner == nil { showBanner("Settings could not be saved: \(error)") }
        }
    }

    /// Viewport moves come in bursts (drags, zoom animations): save once they settle.
    func scheduleViewportSave() {
        guard settingsFile != nil, !pending.contains(.settings) else { return }
        pending.start(.settings)
        poster.post(after: Self.viewportSaveDelay) { [weak self] in
            guard let self, self.pending.contains(.settings) else { return }
            self.saveSettings()
        }
    }

    /// Seconds between the last move and the save.
    static let viewportSaveDelay = 1.0
}

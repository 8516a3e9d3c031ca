import GtkInterop

extension ShumateMapView {
    /// As Pinmap's own map: GTK 4.8 has no announcement API, so the map's accessible description takes the text
    /// ("Map moved to Tampere"), which AT-SPI sends as a description change.
    public func announce(_ text: String) {
        AppUI.setAccessibleDescription(widget, text)
    }
}

import MapCore

/// What the command line asks for at start; each overrides the saved settings.
public struct StartupOptions: Sendable, Hashable {
    public var styleID: MapStyle.ID?
    public var center: Coordinate?
    public var zoom: Double?
    /// A marker to drop at start (a `geo:` link's labelled point).
    public var marker: DroppedMarker?
    /// Where to look when neither the command line nor the settings say (the catalogue's initial view).
    public var fallbackView: SavedViewport

    public init(styleID: MapStyle.ID? = nil, center: Coordinate? = nil, zoom: Double? = nil,
                fallbackView: SavedViewport = SavedViewport(latitude: 60.1699, longitude: 24.9384, zoom: 14),
                marker: DroppedMarker? = nil) {
        self.styleID = styleID; self.center = center; self.zoom = zoom; self.fallbackView = fallbackView
        self.marker = marker
    }
}

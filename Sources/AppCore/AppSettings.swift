import DeepLinks
import MapCore

/// Everything Pinmap remembers between runs, stored as `state.json`.
public struct AppSettings: Hashable, Sendable, Codable {
    /// Marks the file as Pinmap's, so a foreign JSON file is never mistaken for settings.
    public static let formatName = "pinmap-state"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    /// Style and ticked categories; nil until the user has chosen (then the catalogue's defaults apply).
    public var mapState: MapState?
    public var viewport: SavedViewport?
    /// Side panel width in points.
    public var panelWidth: Int
    public var panelVisible: Bool
    public var linkPreferences: LinkPreferences
    /// Light, dark or the desktop's; nil (files from before the choice existed) follows the system.
    public var appearance: MapAppearance?
    /// The map implementation chosen in Preferences (used at the next launch); nil: the default one.
    public var mapView: MapViewSetting?
    /// The layers open at the end of the last run, in panel order; nil in files from before layers existed.
    public var layers: [SavedLayer]?
    /// The online geocoder Preferences chose; nil (the default): search stays offline.
    public var geocoder: GeocoderSetting?

    public init(mapState: MapState? = nil, viewport: SavedViewport? = nil, panelWidth: Int = AppSettings.defaultPanelWidth,
                panelVisible: Bool = true, linkPreferences: LinkPreferences = .default, appearance: MapAppearance? = nil,
                mapView: MapViewSetting? = nil, layers: [SavedLayer]? = nil, geocoder: GeocoderSetting? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.mapState = mapState; self.viewport = viewport; self.panelWidth = panelWidth
        self.panelVisible = panelVisible; self.linkPreferences = linkPreferences; self.appearance = appearance
        self.mapView = mapView
        self.layers = layers
        self.geocoder = geocoder
    }

    /// Points; wide enough for "Convenience stores  123".
    public static let defaultPanelWidth = 260
    /// Narrowest and widest panel a file may ask for.
    public static let panelWidthRange = 160...600

    public static let defaults = AppSettings()
}

extension AppSettings {
    private enum CodingKeys: String, CodingKey {
        case format, version, mapState, viewport, panelWidth, panelVisible, linkPreferences, appearance, mapView, layers, geocoder
    }

    private enum MapStateKeys: String, CodingKey { case styleID, categoryIDs }
    private enum LinkKeys: String, CodingKey { case enabledTargetIDs, includesAllDesktopApps }

    /// Sets are written sorted, so the file is stable from run to run (diffable, no churn).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(version, forKey: .version)
        if let mapState {
            var m = c.nestedContainer(keyedBy: MapStateKeys.self, forKey: .mapState)
            try m.encode(mapState.styleID, forKey: .styleID)
            try m.encode(mapState.categoryIDs.sorted(), forKey: .categoryIDs)
        }
        try c.encodeIfPresent(viewport, forKey: .viewport)
        try c.encode(panelWidth, forKey: .panelWidth)
        try c.encode(panelVisible, forKey: .panelVisible)
        var l = c.nestedContainer(keyedBy: LinkKeys.self, forKey: .linkPreferences)
        try l.encode(linkPreferences.enabledTargetIDs.sorted(), forKey: .enabledTargetIDs)
        try l.encode(linkPreferences.includesAllDesktopApps, forKey: .includesAllDesktopApps)
        try c.encodeIfPresent(appearance, forKey: .appearance)
        if let name = mapView?.name { try c.encode(name, forKey: .mapView) }
        try c.encodeIfPresent(layers, forKey: .layers)
        try c.encodeIfPresent(geocoder, forKey: .geocoder)
    }
}

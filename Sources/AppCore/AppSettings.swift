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

    public init(mapState: MapState? = nil, viewport: SavedViewport? = nil, panelWidth: Int = AppSettings.defaultPanelWidth,
                panelVisible: Bool = true, linkPreferences: LinkPreferences = .default) {
        format = Self.formatName
        version = Self.currentVersion
        self.mapState = mapState; self.viewport = viewport; self.panelWidth = panelWidth
        self.panelVisible = panelVisible; self.linkPreferences = linkPreferences
    }

    /// Points; wide enough for "Convenience stores  123".
    public static let defaultPanelWidth = 260
    /// Narrowest and widest panel a file may ask for.
    public static let panelWidthRange = 160...600

    public static let defaults = AppSettings()
}

/// Somewhere a place can be opened: a map web site or an installed geo: app.
public enum LinkTarget: Hashable, Sendable, Identifiable {
    case openStreetMap
    case googleMaps
    case appleMaps
    case waze
    case bingMaps
    /// An installed app, launched with a `geo:` URI.
    case desktopApp(DesktopMapApp)

    /// Prefix of a desktop app's id: "geo:" + its desktop file id.
    public static let desktopIDPrefix = "geo:"

    /// The web targets, in the order a chooser lists them.
    public static let webTargets: [LinkTarget] = [.openStreetMap, .googleMaps, .appleMaps, .waze, .bingMaps]

    /// Web targets followed by the offerable desktop apps (Pinmap itself excluded).
    public static func catalogue(desktopApps: [DesktopMapApp]) -> [LinkTarget] {
        webTargets + DesktopMapApp.offerable(desktopApps).map(LinkTarget.desktopApp)
    }

    /// Stable id for preferences: "osm", "google", "apple", "waze", "bing" or "geo:<desktop-id>".
    public var id: String {
        switch self {
        case .openStreetMap: return "osm"
        case .googleMaps: return "google"
        case .appleMaps: return "apple"
        case .waze: return "waze"
        case .bingMaps: return "bing"
        case .desktopApp(let app): return Self.desktopIDPrefix + app.id
        }
    }

    /// The name a menu shows.
    public var displayName: String {
        switch self {
        case .openStreetMap: return "OpenStreetMap"
        case .googleMaps: return "Google Maps"
        case .appleMaps: return "Apple Maps"
        case .waze: return "Waze"
        case .bingMaps: return "Bing Maps"
        case .desktopApp(let app): return app.name
        }
    }

    /// The desktop app to launch the geo: URI with; nil for web targets (they go to the default browser).
    public var desktopApp: DesktopMapApp? {
        if case .desktopApp(let app) = self { return app }
        return nil
    }

    /// The target with this id, looking desktop ids up among `desktopApps`; nil when unknown or not installed.
    public init?(id: String, desktopApps: [DesktopMapApp] = []) {
        if let web = Self.webTargets.first(where: { $0.id == id }) {
            self = web
        } else if let app = DesktopMapApp.offerable(desktopApps).first(where: { Self.desktopIDPrefix + $0.id == id }) {
            self = .desktopApp(app)
        } else {
            return nil
        }
    }
}

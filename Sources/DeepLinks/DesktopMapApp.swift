/// An installed application that handles `geo:` URIs, as GIO reports it
/// (`g_app_info_get_all_for_type("x-scheme-handler/geo")`, discovered by the GTK shell).
public struct DesktopMapApp: Hashable, Sendable, Codable {
    /// Pinmap's own desktop id: it handles geo: too, but opening a place "in Pinmap" from Pinmap is pointless.
    public static let pinmapDesktopID = "io.github.pinmap.Pinmap.desktop"

    /// The desktop file id, e.g. "org.gnome.Maps.desktop".
    public var id: String
    /// The name to show, e.g. "Maps".
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// True for Pinmap itself, with or without the ".desktop" suffix.
    public var isPinmap: Bool {
        id == Self.pinmapDesktopID || id + ".desktop" == Self.pinmapDesktopID
    }

    /// The apps worth offering: Pinmap and blank ids removed, the first of each id kept, order preserved.
    public static func offerable(_ apps: [DesktopMapApp]) -> [DesktopMapApp] {
        var seen = Set<String>()
        return apps.filter { !$0.isPinmap && !$0.id.isEmpty && seen.insert($0.id).inserted }
    }
}

import MapCore
@testable import DeepLinks

/// Shared sample places for the link tests.
enum Samples {
    /// Kiasma museum, central Helsinki.
    static let kiasma = Place(id: "node/1", categoryID: "museum", title: "Kiasma",
                              coordinate: coordinate(60.1717, 24.9365))

    /// Southern and western hemispheres with a name that needs encoding.
    static let southWest = Place(id: "node/2", categoryID: "cafe", title: "Café & Bar #1",
                                 coordinate: coordinate(-33.8568, -70.6483))

    static let gnomeMaps = DesktopMapApp(id: "org.gnome.Maps.desktop", name: "Maps")
    static let marble = DesktopMapApp(id: "org.kde.marble.desktop", name: "Marble")
    static let pinmap = DesktopMapApp(id: DesktopMapApp.pinmapDesktopID, name: "Pinmap")

    /// A valid coordinate; the tests only pass in-range literals.
    static func coordinate(_ lat: Double, _ lon: Double) -> Coordinate {
        Coordinate(clampingLatitude: lat, wrappingLongitude: lon)
    }
}

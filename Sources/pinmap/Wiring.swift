import Foundation
import AppCore
import GtkInterop
import GtkShell
import MapCore
import MapData
import MapRender
import TileLoader

/// The concrete implementations behind the app's protocols, chosen in main.swift.
struct Wiring {
    /// Loads the catalogue and places (the bundled file, or `--data FILE` of any format).
    var loadService: (DataLocator, _ placesOverride: URL?, PlaceFileOptions) throws(MapDataError) -> GeoJSONMapService
    /// Builds a clustered index over every place at once (headless rendering).
    var makeIndex: ([Place]) throws(PlaceIndexBuildError) -> any PlaceIndex
    /// Builds indexes off the main thread for the window, posting results through the poster.
    var makeIndexBuilder: (any MainThreadPoster) -> any PlaceIndexBuilding
    /// How markers are drawn, in the window and by --render alike.
    var renderOptions: RenderOptions
    /// `--map-view`, when given: it wins over the choice saved in Preferences.
    var mapViewOnCommandLine: MapViewChoice?
    /// The chosen map view, made once GTK is up.
    var makeMap: @MainActor (MapViewChoice, MapRenderer, TileStore, MapStyle) -> any EmbeddedMapView
}



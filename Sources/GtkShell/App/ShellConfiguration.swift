import AppCore
import Foundation
import Gazetteer
import Geocoding
import GtkInterop
import MapCore

/// What `main.swift` hands the shell: concrete implementations behind the app's protocols.
public struct ShellConfiguration {
    public var service: any MapService
    public var startup: StartupOptions
    /// Where settings live; nil keeps nothing between runs.
    public var settingsFile: SettingsFile?
    /// Loaded settings (the file is read before GTK starts, so a warning can go to stderr too).
    public var settings: AppSettings
    /// Shown in the banner once the window is up (e.g. "settings file was corrupt").
    public var startupWarnings: [String]
    /// Holds `<iconName>.svg` for categories.
    public var iconDirectory: URL?
    /// The categories' icons, decoded while GTK initialised (waits for them if need be); nil: each badge reads its file.
    public var iconTextures: (@MainActor () -> IconTextures?)?
    /// Builds the map once GTK is initialised.
    public var makeMap: @MainActor () -> any EmbeddedMapView
    /// Builds indexes off the main thread, posting through the given poster.
    public var makeIndexBuilder: (any MainThreadPoster) -> any PlaceIndexBuilding
    /// Credits for the About window (data and tile sources).
    public var dataCredits: [String]
    /// Places the data file had to skip, one line each ("feature 3: no name"); a toast offers them.
    public var dataProblems: [String] = []
    /// The `geo:` link on the command line: handed to a Pinmap already running, which then shows it.
    public var openURIs: [String] = []
    /// Called when the window first shows and whenever the app turns dark or light (e.g. for a vector map's palette).
    public var onAppearanceChange: (@MainActor (_ isDark: Bool) -> Void)?
    /// Where the person is (GeoClue, or a replayed GPX track); nil: the location button says there is none.
    public var makeLocationSource: (@MainActor () -> any LocationSource)?
    /// The map implementations Preferences offers and the one running; nil shows no choice.
    public var mapViews: MapViewOptions?
    /// The maps folder's downloaded areas for Preferences › Offline maps; nil leaves the group out.
    public var offlineMaps: (any OfflineMapsModel)?
    /// Main menu › Download Area…'s downloader (usually the same object as `offlineMaps`); nil: the item says none.
    public var areaDownloads: (any AreaDownloadModel)?
    /// Called once the window's store exists with a way to replace one of its styles in place (a remote archive's
    /// own name and credits once its header arrives); nil: styles never change after start.
    public var connectStyleUpdates: (@MainActor (_ replace: @escaping @MainActor (MapStyle) -> Void) -> Void)?
    /// Where favourites are kept, and the data set's name in it (its file path or server URL); nil keeps none.
    public var favourites: (file: FavouritesFile, dataSourceID: String)?
    /// The world gazetteer search also answers from (opened on the first search); nil searches loaded places only.
    public var gazetteer: Gazetteer?
    /// Work outside the shell the debug dump's `isIdle` waits for (e.g. "tiles": the tile store's requests), by name.
    public var busyChecks: [(name: String, isBusy: @MainActor () -> Bool)] = []
    /// The online geocoder (`--geocoder-url`): search's online rows and "What's here?"'s address; nil, the default,
    /// sends nothing anywhere.
    public var geocoder: (any Geocoder)?
    /// Called once the window's first frame is on screen (e.g. to let the tile workers have every core again).
    public var onFirstFrame: (@MainActor () -> Void)?

    public init(service: any MapService, startup: StartupOptions, settingsFile: SettingsFile?, settings: AppSettings,
                startupWarnings: [String] = [], iconDirectory: URL?, makeMap: @escaping @MainActor () -> any EmbeddedMapView,
                makeIndexBuilder: @escaping (any MainThreadPoster) -> any PlaceIndexBuilding, dataCredits: [String] = []) {
        self.service = service; self.startup = startup; self.settingsFile = settingsFile; self.settings = settings
        self.startupWarnings = startupWarnings; self.iconDirectory = iconDirectory; self.makeMap = makeMap
        self.makeIndexBuilder = makeIndexBuilder; self.dataCredits = dataCredits
    }
}

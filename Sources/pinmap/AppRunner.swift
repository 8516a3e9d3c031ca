import AppCore
import Foundation
import Gazetteer
import GtkShell
import MapCore
import MapRender
import TileLoader

/// Starts the window: loads everything GTK does not need first, then hands the shell its configuration.
@MainActor
enum AppRunner {
    /// `layerFiles`: place files to open as layers (the file argument), here or in the Pinmap already running.
    /// `loaded`: the data `EarlyStart` loaded for these options while GTK started, if it did.
    static func run(options: PinmapOptions, layerFiles: [String] = [], wiring: Wiring,
                    loaded: Result<AppData, CLIError>? = nil) throws(CLIError) -> Int32 {
        let view = try ViewRequest(options: options)
        let data: AppData
        if let loaded {
            data = try loaded.get()
        } else {
            // The data loads on a second core while GTK opens the display and reads its theme: neither needs the other.
            nonisolated(unsafe) let startupWiring = wiring
            let loading = BackgroundLoad { () throws(CLIError) in try loadStartupData(options: options, wiring: startupWiring) }
            Application.initializeEarly()
            data = try loading.wait()
        }
        // The categories' icons decode on that core while GTK finishes starting; the window waits for them when it builds its panel.
        let iconFiles = CategoryIcons(directory: data.locator.iconsDirectory)
        let iconPaths = data.service.categories.compactMap { iconFiles.path(for: $0) }
        let iconTextures = BackgroundLoad { () throws(Never) in IconTextures(paths: iconPaths) }
        let settingsFile = SettingsFile(url: SettingsFile.defaultURL())
        let loaded = settingsFile.load()
        let geocoder = try options.geocoding.make(saved: loaded.settings.geocoder)
        var warnings = data.warnings
        if let w = loaded.warning { warnings.append(w) }
        let mapView = MapViewChoice.resolve(commandLine: wiring.mapViewOnCommandLine, saved: loaded.settings.mapView)
        if let w = mapView.warning { warnings.append("\(settingsFile.url.path): \(w)") }
        let location = options.location.source()
        if let w = location.warning { warnings.append(w) }
        for w in warnings { Console.error("pinmap: warning: \(w)") }

        let commandLineStyle = options.tileURL != nil ? "custom" : options.tiles != nil ? TileSourceCatalog.tilesStyleID : nil
        let startup = StartupOptions(styleID: options.style ?? commandLineStyle,
                                     center: view.center, zoom: view.zoom, fallbackView: data.fallbackView, marker: view.marker)
        let service = data.service
        let categories = service.categories
        let icons = data.locator.iconsDirectory
        let tileStores = data.tileStores
        let makeMap = wiring.makeMap
        let renderOptions = wiring.renderOptions
        // The window's one TileStore, kept so the vector map can follow the app's light or dark appearance.
        let shown = TileStoreBox()
        var configuration = ShellConfiguration(
            service: service, startup: startup, settingsFile: settingsFile, settings: loaded.settings,
            startupWarnings: warnings, iconDirectory: icons,
            makeMap: {
                let tiles = tileStores.make(dark: false)
                tiles.leaveACoreUntilFirstFrame()
                shown.tiles = tiles
                // Runs on the main context the store posts to.
                tiles.onRemoteArchiveStyle = { style in MainActor.assumeIsolated { shown.replaceStyle?(style) } }
                let map = makeMap(mapView.choice, MapRenderer(categories: categories, iconDirectory: icons, options: renderOptions), tiles, service.defaultStyle)
                return map
            },
            makeIndexBuilder: wiring.makeIndexBuilder)
        configuration.iconTextures = { iconTextures.wait() }
        configuration.dataProblems = data.geoJSON.report?.problems.filter(\.skipsFeature).map(\.description) ?? []
        // Files go as file: URIs, so GApplication hands them to a running Pinmap as it does geo: links.
        configuration.openURIs = (options.geoURI.map { [$0] } ?? [])
            + layerFiles.map { URL(fileURLWithPath: $0).standardized.absoluteString }
        configuration.onAppearanceChange = { dark in
            guard let tiles = shown.tiles, shown.isDark != dark, let r = tileStores.rasterizer(dark: dark) else { return }
            shown.isDark = dark
            tiles.replaceVectorRasterizer(r)
        }
        configuration.makeLocationSource = location.make
        configuration.connectStyleUpdates = { replace in shown.replaceStyle = replace }
        configuration.onFirstFrame = { shown.tiles?.firstFrameShown() }
        configuration.busyChecks = [("tiles", { shown.tiles?.hasPendingWork ?? false })]
        configuration.mapViews = mapView.choice.options
        let offlineMaps = OfflineMapsLibraryModel(folder: TileSourceCatalog.mapsDirectory()) { areas in shown.tiles?.downloadedAreas = areas }
        configuration.offlineMaps = offlineMaps
        configuration.areaDownloads = offlineMaps
        let dataSource = options.remote.placesURL ?? options.data.map { URL(fileURLWithPath: $0).standardized.path } ?? "bundled"
        configuration.favourites = (FavouritesFile(url: FavouritesFile.defaultURL()), dataSource)
        configuration.geocoder = geocoder
        configuration.gazetteer = Gazetteer(path: data.locator.url(forDataFile: SearchRunner.gazetteerFile).path)
        return PinmapApp(configuration: configuration).run()
    }

    /// The data, on the start-up thread (nothing here touches GTK's widgets).
    nonisolated static func loadStartupData(options: PinmapOptions, wiring: Wiring) throws(CLIError) -> AppData {
        try AppData.load(options: options, wiring: wiring, placesPatience: RemotePlacesOptions.windowPatience, lazyRemoteTiles: true)
    }
}

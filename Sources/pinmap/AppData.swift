import AppCore
import Foundation
import MapCore
import MapData
import TileLoader

/// Everything both the window and `--render` load first: data folder, catalogue, places, styles and basemap.
struct AppData {
    let locator: DataLocator
    let geoJSON: GeoJSONMapService
    /// The places service with merged styles (catalogue + styles.json + --tile-url).
    let service: StyledMapService
    /// The Natural Earth basemap's file (catalog.json's `basemap`), read when a tile first needs it.
    let basemap: URL?
    /// Builds the TileStore for the window and `--render` (vector style, offline stand-in).
    let tileStores: TileStoreFactory
    /// Problems worth telling the user that did not stop the start.
    let warnings: [String]

    /// The offline basemap's credit (the catalogue's offline style), shown beside a raster style's own while
    /// its server is unreachable and the basemap fills in.
    var basemapAttribution: String { tileStores.offlineStyle?.attribution ?? "" }

    /// Loads and validates; an unreadable data file or a bad style is a CLIError (exit 2).
    /// `placesPatience`: seconds to wait for a places server's collection document (the window's 2 s), nil for no limit.
    /// `lazyRemoteTiles`: a `--tiles https://…` never seen before is not opened here (the window opens at once and its
    /// first tile reads fetch the header); `--render` opens it first, so an unreachable URL exits 2.
    static func load(options: PinmapOptions, wiring: Wiring, placesPatience: Double? = nil,
                     lazyRemoteTiles: Bool = false) throws(CLIError) -> AppData {
        let locator: DataLocator
        do { locator = try DataLocator.locate() } catch { throw .data("pinmap: \(error)") }
        let placesURL = options.data.map { URL(fileURLWithPath: $0) }
        let geoJSON: GeoJSONMapService
        do { geoJSON = try wiring.loadService(locator, placesURL, options.placeFileOptions) } catch {
            throw .data("pinmap: cannot load data: \(error)")
        }
        var warnings: [String] = []
        if let report = geoJSON.report, !report.problems.isEmpty {
            warnings.append("\(report.source): \(report.problems.count) problem(s) in the places file; run pinmap --check-data for details")
        }

        // Styles: the catalogue, the user's styles.json, the archives in the maps folder, then a one-off
        // --tile-url or --tiles.
        let merged = TileSourceCatalog.merge(builtIn: geoJSON.catalog.styles, userFile: TileSourceCatalog.userStylesFile())
        warnings += merged.warnings
        var styles = merged.styles.map { locator.resolvingArchivePath(of: $0) }
        let maps = TileSourceCatalog.folderStyles(in: TileSourceCatalog.mapsDirectory())
        warnings += maps.warnings
        styles += maps.styles.filter { m in !styles.contains { $0.id == m.id } }
        var defaultID = geoJSON.catalog.defaultStyleID
        if let file = options.tiles {
            guard options.tileURL == nil else { throw .badArgument("pinmap: --tiles and --tile-url cannot be used together") }
            do {
                let pending = lazyRemoteTiles ? TileSourceCatalog.pendingRemoteTilesStyle(url: file) : nil
                let style = try pending ?? TileSourceCatalog.tilesStyle(path: file)
                styles.removeAll { $0.id == style.id }
                styles.append(style)
                defaultID = style.id
            } catch {
                throw .data("pinmap: --tiles: \(error)")
            }
        }
        if let template = options.tileURL {
            do {
                let custom = try TileSourceCatalog.customStyle(template: template, attribution: options.tileAttribution)
                styles.removeAll { $0.id == custom.id }
                styles.append(custom)
                defaultID = custom.id
            } catch {
                throw .badArgument("pinmap: --tile-url: \(error)")
            }
        } else if options.tileAttribution != nil {
            throw .badArgument("pinmap: --tile-attribution needs --tile-url")
        }
        guard !styles.isEmpty else { throw .data("pinmap: the catalogue has no map styles") }
        if let id = options.style, !styles.contains(where: { $0.id == id }) {
            // A style styles.json rejected gets the reason, not just "unknown".
            if let rejection = merged.rejection(forID: id) {
                throw .badArgument("pinmap: --style \"\(id.prefix(40))\" is not available: \(rejection)")
            }
            throw .badArgument("pinmap: unknown --style \"\(id.prefix(40))\"; available: \(styles.map(\.id).joined(separator: ", "))")
        }
        // The places service: the bundled file, or an OGC API – Features server with --places-url.
        let places: any MapService = try options.remote.service(catalog: geoJSON.catalog, patience: placesPatience) ?? geoJSON
        let service = StyledMapService(base: places, styles: styles, defaultStyleID: options.style ?? defaultID)

        // Read by the tile store only if a tile needs it: the bundled vector archive draws the offline map itself.
        let basemap = geoJSON.catalog.basemapFile.map { locator.url(forDataFile: $0) }
        // The bundled offline map: the style with id "offline" (a vector archive), else the basemap-drawn one.
        let offline = styles.first { $0.id == "offline" && $0.archivePath != nil } ?? styles.first { $0.kind == .offline }
        var (tileStores, styleWarnings) = TileStoreFactory.load(styleURL: locator.url(forDataFile: "styles/protomaps.json"),
                                                                basemapURL: basemap, offlineStyle: offline)
        tileStores.downloadedAreas = TileSourceCatalog.downloadedAreas(among: maps.styles)
        warnings += styleWarnings
        return AppData(locator: locator, geoJSON: geoJSON, service: service, basemap: basemap, tileStores: tileStores,
                       warnings: warnings)
    }

    /// The catalogue's first view (central Helsinki), used when neither the command line nor the settings say.
    var fallbackView: SavedViewport {
        guard let v = geoJSON.catalog.initialView else { return StartupOptions().fallbackView }
        return SavedViewport(latitude: v.center.latitude, longitude: v.center.longitude, zoom: v.zoom)
    }
}

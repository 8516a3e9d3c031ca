import Foundation
import MapCore
import TileLoader
import VectorTiles

/// Makes the window's and `--render`'s TileStore the same way: the offline basemap, the vector renderer with the
/// style's light or dark palette, and the offline map as the stand-in for raster tiles that cannot be had.
struct TileStoreFactory: Sendable {
    /// The Natural Earth basemap, read by each store only when a tile needs it (no archive draws the offline map).
    let basemapURL: URL?
    /// The catalogue's offline style: its credit, and (when archive-backed) the stand-in for failed raster tiles.
    let offlineStyle: MapStyle?
    let light: VectorStyle?
    let dark: VectorStyle?
    /// The maps folder's downloaded areas, drawn before the offline map where they cover a tile that cannot be had.
    var downloadedAreas: [DownloadedArea] = []

    /// Reads the vector style in both palettes; a broken style file is a warning and leaves vector tiles blank.
    static func load(styleURL: URL, basemapURL: URL?, offlineStyle: MapStyle?) -> (TileStoreFactory, [String]) {
        var warnings: [String] = []
        func read(_ palette: String) -> VectorStyle? {
            do throws(StyleError) {
                return try VectorStyle(contentsOf: styleURL, palette: palette)
            } catch {
                warnings.append("vector style not loaded: \(error)")
                return nil
            }
        }
        let light = read("light")
        let dark = warnings.isEmpty ? read("dark") : nil
        // Problems are the same in both palettes: report the light one's, once each.
        for p in light?.problems ?? [] { warnings.append("\(styleURL.lastPathComponent): \(p)") }
        return (TileStoreFactory(basemapURL: basemapURL, offlineStyle: offlineStyle, light: light, dark: dark ?? light), warnings)
    }

    /// The vector renderer in the light or dark palette; nil when the style file could not be read.
    func rasterizer(dark isDark: Bool) -> VectorTileRasterizer? {
        (isDark ? dark : light).map { VectorTileRasterizer(style: $0) }
    }

    func make(dark isDark: Bool) -> TileStore {
        let tiles = TileStore(configuration: .standard())
        if let basemapURL {
            tiles.readBasemapWhenNeeded(from: basemapURL)
            // Read after startup now, so its problems are told when they happen, as startup told them before.
            tiles.onLazyBasemap = { result in
                switch result {
                case .success(let warnings): for w in warnings { Console.error("pinmap: warning: \(w)") }
                case .failure(let error): Console.error("pinmap: warning: offline basemap not loaded: \(error)")
                }
            }
        }
        tiles.fallbackAttribution = offlineStyle?.attribution ?? ""
        tiles.vectorRasterizer = rasterizer(dark: isDark)
        if offlineStyle?.archivePath != nil { tiles.fallbackStyle = offlineStyle }
        tiles.downloadedAreas = downloadedAreas
        tiles.onIdleTrim = { MallocPolicy.releaseFreeMemory() }
        return tiles
    }
}

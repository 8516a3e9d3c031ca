import Foundation
import MapArchive
import MapCore

/// Styles from map archives: `pinmap --tiles FILE` and the files in `$XDG_DATA_HOME/pinmap/maps/`.
extension TileSourceCatalog {
    /// The style id `--tiles` opens as.
    public static let tilesStyleID = "tiles"
    /// Extensions looked at in the maps folder (the reader then goes by the file's first bytes).
    static let archiveExtensions: Set<String> = ["pmtiles", "mbtiles"]

    /// `$XDG_DATA_HOME/pinmap/maps`, falling back to `~/.local/share/pinmap/maps`.
    public static func mapsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let x = environment["XDG_DATA_HOME"], x.hasPrefix("/") { base = URL(fileURLWithPath: x) } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent("pinmap/maps", isDirectory: true)
    }

    /// A style showing an opened archive: named from its metadata, vector or raster by its tile format.
    public static func archiveStyle(_ archive: any TileArchive, path: String, id: String) -> MapStyle {
        let info = archive.info
        let vector = info.format.isVector
        // Vector tiles are drawn past the archive's last zoom (overzoom); raster tiles are scaled by the renderer.
        let maxZoom = vector ? max(info.maxZoom, 22) : info.maxZoom
        return MapStyle(id: id, name: info.name, kind: vector ? .vector : .raster, urlTemplate: "",
                        attribution: plainText(info.attribution), minZoom: min(info.minZoom, info.maxZoom),
                        maxZoom: min(24, maxZoom), archivePath: path)
    }

    /// The style for `pinmap --tiles FILE` (or `--tiles https://…/FILE.pmtiles`), or the archive's error (file and reason).
    public static func tilesStyle(path: String) throws(ArchiveError) -> MapStyle {
        if RemoteArchiveOpener.isRemote(path) {
            return archiveStyle(try RemoteArchiveOpener.open(url: path), path: path, id: tilesStyleID)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return archiveStyle(try ArchiveOpener.open(path: absolute), path: absolute, id: tilesStyleID)
    }

    /// The `--tiles https://…` style before its header has arrived, when nothing of it is cached: named from the URL's
    /// file, drawn as a vector archive up to z22 (the tile reader goes by the archive's own format). The header is
    /// fetched by the first tile read, off the main thread, so a window opens at once; a server that never answers
    /// fails those tiles, which fall back as any style's do. Nil when the archive's first bytes are cached (open it).
    public static func pendingRemoteTilesStyle(url: String, cacheRoot: URL = RemoteArchiveCache.defaultRoot()) -> MapStyle? {
        guard RemoteArchiveOpener.isRemote(url), RemoteArchiveCache(root: cacheRoot, url: url).saved() == nil else { return nil }
        let file = (url.split(separator: "?").first.map(String.init) ?? url).split(separator: "/").last.map(String.init) ?? url
        let name = (file as NSString).deletingPathExtension
        return MapStyle(id: tilesStyleID, name: name.isEmpty ? url : name, kind: .vector, urlTemplate: "", attribution: "",
                        minZoom: 0, maxZoom: 22, archivePath: url)
    }

    /// Every archive in `directory` as a style (id "maps/FILE", sorted by file name); a file that does not open is
    /// a problem (file and reason) and is skipped. A missing folder has no styles and no problems.
    public static func folderStyles(in directory: URL) -> Result {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return Result(styles: [], problems: []) }
        var styles: [MapStyle] = []
        var problems: [StyleProblem] = []
        for name in names.sorted() where archiveExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let path = directory.appendingPathComponent(name).path
            do throws(ArchiveError) {
                var style = archiveStyle(try ArchiveOpener.open(path: path), path: path, id: "maps/\(name)")
                // A downloaded area renamed in Preferences keeps that name in its record, not in the archive.
                if let given = OfflineAreaRecord.read(for: URL(fileURLWithPath: path))?.name { style.name = given }
                styles.append(style)
            } catch {
                problems.append(StyleProblem(source: path, index: nil, id: nil, reason: error.reason))
            }
        }
        return Result(styles: styles, problems: problems)
    }

    /// The maps folder's archives that declare their bounds (downloaded areas), smallest first so the most detailed
    /// of overlapping areas stands in; an archive that no longer opens is left out.
    public static func downloadedAreas(among styles: [MapStyle]) -> [DownloadedArea] {
        var areas: [DownloadedArea] = []
        for style in styles where style.id.hasPrefix("maps/") {
            guard let path = style.archivePath, !RemoteArchiveOpener.isRemote(path),
                  let bounds = try? ArchiveOpener.open(path: path).info.bounds,
                  bounds.latitudeSpan > 0, bounds.longitudeSpan > 0 else { continue }
            areas.append(DownloadedArea(style: style, bounds: bounds))
        }
        return areas.sorted { $0.bounds.latitudeSpan * $0.bounds.longitudeSpan < $1.bounds.latitudeSpan * $1.bounds.longitudeSpan }
    }

    /// Archive attributions are often HTML (`<a href=…>© OpenStreetMap</a>`): the text without its tags.
    static func plainText(_ html: String) -> String {
        var out = ""
        var inTag = false
        for ch in html {
            if ch == "<" { inTag = true } else if ch == ">" && inTag { inTag = false } else if !inTag { out.append(ch) }
        }
        return out.replacingOccurrences(of: "&copy;", with: "©").replacingOccurrences(of: "&amp;", with: "&")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

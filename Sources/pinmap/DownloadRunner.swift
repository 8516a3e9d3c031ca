import Foundation
import MapCore
import MapData
import TileLoader

/// `--download-area`: plans (count and size first), refuses over the cap, downloads with a progress line on stderr,
/// and exits 0 only when the archive is complete at `--to`.
enum DownloadRunner {
    static func run(area: String, options: PinmapOptions) throws(CLIError) -> Int32 {
        let d = options.download
        guard let from = d.from, !from.isEmpty else { throw .badArgument("pinmap: --download-area needs --from URL_OR_FILE") }
        guard let to = d.to, !to.isEmpty else { throw .badArgument("pinmap: --download-area needs --to FILE.pmtiles") }
        guard let zoomText = options.zoom else { throw .badArgument("pinmap: --download-area needs --zoom A-B (e.g. 0-14)") }
        let bounds = try parseArea(area)
        let zooms = try parseZooms(zoomText)
        let plan: DownloadPlan
        do { plan = try DownloadPlan(bounds: bounds, zooms: zooms) } catch { throw .badArgument("pinmap: --download-area: \(error)") }
        if let style = try style(named: from) { return runRaster(style: style, plan: plan, to: to) }
        let downloader = AreaDownloader(plan: plan, from: from, to: URL(fileURLWithPath: to))
        let estimate: (tiles: Int, bytes: UInt64, name: String)
        do {
            let e = try downloader.estimate()
            estimate = (e.tiles, e.bytes, e.info.name)
        } catch {
            Console.error("pinmap: --download-area: \(error)")
            return 1
        }
        Console.error("\(estimate.name): \(estimate.tiles) tiles at zooms \(zooms.lowerBound)–\(zooms.upperBound), about \(megabytes(estimate.bytes))")
        return finish(to: to) { progress throws(DownloadError) in try downloader.run(progress: progress) }
    }

    /// `--from STYLE_ID`: a `{z}/{x}/{y}` style whose entry allows downloads, into a raster PMTiles; the built-in
    /// OSM styles (and any style without `"allowDownload": true`) are refused with the reason.
    static func runRaster(style: MapStyle, plan: DownloadPlan, to: String) -> Int32 {
        let downloader: RasterAreaDownloader
        do { downloader = try RasterAreaDownloader(plan: plan, style: style, to: URL(fileURLWithPath: to)) } catch {
            Console.error("pinmap: --download-area: \(error)")
            return 1
        }
        let e = downloader.estimate()
        Console.error("\(style.name): \(e.tiles) tiles at zooms \(plan.zooms.lowerBound)–\(plan.zooms.upperBound), about \(megabytes(e.bytes)) (estimated)")
        return finish(to: to) { progress throws(DownloadError) in try downloader.run(progress: progress) }
    }

    /// Runs a download with a progress line every 5 %, then says what it wrote; 0 only when the archive is complete.
    static func finish(to: String, _ run: ((AreaDownloader.Progress) -> Void) throws(DownloadError) -> AreaDownloader.Summary) -> Int32 {
        var lastShown = -1
        do {
            let summary = try run { p in
                let percent = p.total == 0 ? 100 : p.done * 100 / p.total
                guard percent / 5 != lastShown / 5 || p.done == p.total else { return }
                lastShown = percent
                let resumed = p.resumedFrom > 0 ? " (resumed at \(p.resumedFrom))" : ""
                Console.error("\(p.done)/\(p.total) tiles, \(megabytes(p.bytes)), \(percent)%\(resumed)")
            }
            Console.error("wrote \(to): \(summary.tiles) tiles (\(summary.missing) not in the source), \(megabytes(summary.fileBytes))")
            return 0
        } catch {
            Console.error("pinmap: --download-area: \(error)")
            return 1
        }
    }

    /// The style `from` names, when it is a style id (no URL, no existing file): the catalogue's and styles.json's.
    static func style(named from: String) throws(CLIError) -> MapStyle? {
        guard !from.contains("://"), !from.contains("/"), !FileManager.default.fileExists(atPath: from),
              !from.lowercased().hasSuffix(".pmtiles") else { return nil }
        let builtIn: [MapStyle]
        do {
            let locator = try DataLocator.locate()
            builtIn = try Catalog.load(contentsOf: locator.catalogURL).styles
        } catch {
            throw .data("pinmap: --download-area: cannot read the catalogue for style \"\(from.prefix(40))\": \(error)")
        }
        let styles = TileSourceCatalog.merge(builtIn: builtIn, userFile: TileSourceCatalog.userStylesFile()).styles
        guard let style = styles.first(where: { $0.id == from }) else {
            throw .badArgument("pinmap: --from \"\(from.prefix(40))\" is neither a URL, a file nor a style id; styles: \(styles.map(\.id).joined(separator: ", "))")
        }
        return style
    }

    static func megabytes(_ bytes: UInt64) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    static func parseArea(_ text: String) throws(CLIError) -> GeoBounds {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { part -> Double? in
            guard !part.isEmpty, part.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }), let v = Double(part), v.isFinite else { return nil }
            return v
        }
        guard parts.count == 4, numbers.count == 4 else {
            throw .badArgument("pinmap: --download-area \"\(text.prefix(60))\" is not W,S,E,N in plain decimals (e.g. 24.90,60.15,24.98,60.19)")
        }
        return GeoBounds(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3])
    }

    static func parseZooms(_ text: String) throws(CLIError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let values = parts.compactMap { Int($0) }
        guard (parts.count == 1 || parts.count == 2), values.count == parts.count, let low = values.first, let high = values.last,
              low >= 0, high <= 22, low <= high else {
            throw .badArgument("pinmap: --zoom \"\(text.prefix(20))\" for --download-area must be A-B within 0–22 (e.g. 0-14)")
        }
        return low...high
    }
}

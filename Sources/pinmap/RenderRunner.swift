import AppCore
import Foundation
import Graphics
import MapCore
import MapRender
import TileLoader

/// `pinmap --render OUT.png --size WxH`: draws the window's picture headless (no display, no GTK):
/// load data, cluster, wait for the needed tiles up to a timeout, draw with MapRenderer, write a PNG
/// (to a new or regular file, or to stdout for "-"; see `RenderDestination`).
@MainActor
enum RenderRunner {
    /// Points added around the view so pins just outside still draw their visible part (as the map widget does).
    static let itemPadding = 64.0

    static func run(output: String, options: PinmapOptions, wiring: Wiring) throws(CLIError) {
        guard let sizeText = options.size else { throw .badArgument("pinmap: --render needs --size WxH") }
        let size = try ViewRequest.parseSize(sizeText)
        let view = try ViewRequest(options: options)
        let timeout = try options.tileTimeout.map(ViewRequest.parseSeconds) ?? 15
        let destination = try RenderDestination(path: output)
        let data = try AppData.load(options: options, wiring: wiring)
        // As --check-data: a places file with no usable place is refused, whether empty or all bad.
        if let report = data.geoJSON.report, report.hasNoPlaces {
            throw .data("pinmap: --render: \(report.source): not usable: no places (\(report.featureCount) feature(s), "
                        + "\(report.skippedCount) skipped); run pinmap --check-data for details")
        }
        for w in data.warnings { Console.error("pinmap: warning: \(w)") }

        let style = data.service.defaultStyle
        let fallback = data.fallbackView
        let center = view.center ?? fallback.center ?? Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
        let viewport = Viewport(center: center, zoom: view.zoom ?? fallback.zoom, size: size)

        // Every category is shown, as in a first start.
        var padded = viewport
        padded.size = PixelSize(width: size.width + 2 * itemPadding, height: size.height + 2 * itemPadding)
        let index: any PlaceIndex
        // `places(forRender:)` already says "pinmap: --render:"; only other errors get it here.
        let places = try data.places(forRender: padded.visibleBounds)
        do { index = try wiring.makeIndex(places) } catch { throw .render("pinmap: --render: \(error)") }
        let items = index.items(in: padded.visibleBounds, zoom: viewport.zoom)

        let tiles = data.tileStores.make(dark: options.dark)
        let tileZoom = TileCover.tileZoom(for: viewport.zoom, tileSize: style.tileSize, zoomRange: style.zoomRange)
        let needed = TileCover.tiles(for: viewport, tileZoom: tileZoom).map(\.id)
        let report = tiles.load(needed, style: style, scaleFactor: 1, timeout: timeout)
        if !report.failed.isEmpty || !report.pending.isEmpty {
            Console.error("pinmap: warning: \(report.failed.count) tile(s) failed and \(report.pending.count) did not arrive in time; placeholders drawn")
        }

        var renderOptions = wiring.renderOptions
        // As the window in its dark style: overlays and the halo under lines go dark with the vector map.
        if options.dark { renderOptions.palette = .dark }
        let renderer = MapRenderer(categories: data.service.categories, iconDirectory: data.locator.iconsDirectory,
                                   options: renderOptions)
        var scene = MapScene(viewport: viewport, style: style, items: items, isOffline: tiles.isOffline(style: style),
                             droppedMarker: view.marker)
        // Lines and areas under the pins, simplified for this zoom (a halo just outside the view still shows).
        scene.shapes = ShapeIndex(try data.shapes()).shapes(in: padded.visibleBounds, zoom: viewport.zoom)
        let png: Data
        do {
            let surface = try Surface(width: Int(size.width), height: Int(size.height))
            renderer.draw(scene, tiles: tiles, on: Canvas(surface: surface))
            png = try surface.pngData()
        } catch {
            throw .render("pinmap: --render: \(error)")
        }
        try destination.write(png)
    }
}

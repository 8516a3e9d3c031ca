import ArgumentParser
import Foundation
import Graphics
import MapCore
import MapRender
import TileLoader

/// `pinmap-bench tiles`: memory and disk cache hits, cold loopback loading of a full-HD viewport,
/// and memory after panning across 10,000 distinct tiles. Prints one JSON object.
struct TilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tiles")

    @Option(help: "GeoJSON for the offline basemap (default: data/world-110m.geojson when present).")
    var basemap: String = "data/world-110m.geojson"

    @Option(help: "Instead of benchmarking, render sample offline-style tiles as PNGs into this folder.")
    var offlinePng: String?

    @Option(help: "Distinct tiles to pan across for the memory figure.")
    var panTiles = 10_000

    @Option(help: "Spare bytes the surface buffer pool may keep, in MiB (default: the pool's own, 8 MiB).")
    var poolSpareMib: Int?

    @Flag(help: "Give every surface Cairo's own malloc'd pixels, as before the surface pool (for comparisons).")
    var noPool = false

    @Option(help: "PNG tiles to decode into a 64 MiB memory cache for the decode-path memory figure.")
    var decodeTiles = 2_000

    func run() throws {
        let world = (try? WorldBasemap.load(contentsOf: URL(fileURLWithPath: basemap)))?.basemap
        if let offlinePng {
            try renderSamples(world ?? WorldBasemap(polygons: []), into: URL(fileURLWithPath: offlinePng))
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-tiles-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let poolSpareMib { SurfacePool.shared.maxSpareBytes = poolSpareMib << 20 }
        SurfacePool.shared.isEnabled = !noPool
        var out: [String: Any] = [:]
        out["poolMaxSpareMiB"] = Double(SurfacePool.shared.maxSpareBytes) / 1048576
        let png = try Self.samplePNG()
        out["samplePNGBytes"] = png.count
        out.merge(try Self.memoryHit(png: png)) { a, _ in a }
        let loopback = try Self.loopback(png: png, scratch: scratch)
        out.merge(loopback.figures) { a, _ in a }
        out.merge(Self.diskHit(scratch: scratch, loopback: (loopback.style, loopback.tiles))) { a, _ in a }
        out.merge(Self.pan(tiles: panTiles, world: world)) { a, _ in a }
        out.merge(Self.decodePan(tiles: decodeTiles, png: png)) { a, _ in a }
        out["poolEnabled"] = !noPool
        out["offlineBasemapPolygons"] = world?.polygonCount ?? 0
        let json = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// A view through the store and MapRenderer, then the same view at zoom 5.6 drawn only from zoom-3 stand-ins.
    private func renderViews(_ world: WorldBasemap, into dir: URL) throws {
        let style = Self.offlineStyle
        let store = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil), basemap: world)
        let renderer = MapRenderer(categories: [])
        var viewport = Viewport(center: try Coordinate(latitude: 60.17, longitude: 24.94), zoom: 5.6, size: PixelSize(width: 800, height: 500))
        let z = TileCover.tileZoom(for: viewport.zoom, tileSize: 256, zoomRange: 0...19)
        store.load(TileCover.tiles(for: viewport, tileZoom: z).map(\.id), style: style, timeout: 10)
        try draw(MapScene(viewport: viewport, style: style), with: renderer, store: store, to: dir.appendingPathComponent("offline-view.png"))
        let fallbackStore = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil), basemap: world)
        viewport.setZoom(3)
        fallbackStore.load(TileCover.tiles(for: viewport, tileZoom: 3).map(\.id), style: style, timeout: 10)
        viewport.setZoom(5.6)
        try draw(MapScene(viewport: viewport, style: style), with: renderer, store: fallbackStore,
                 to: dir.appendingPathComponent("offline-view-fallback.png"))
    }

    private func draw(_ scene: MapScene, with renderer: MapRenderer, store: TileStore, to url: URL) throws {
        let s = try Surface(width: Int(scene.viewport.size.width), height: Int(scene.viewport.size.height))
        renderer.draw(scene, tiles: store, on: Canvas(surface: s))
        try s.writePNG(to: url)
    }

    private func renderSamples(_ world: WorldBasemap, into dir: URL) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let renderer = OfflineTileRenderer(basemap: world)
        let samples = [TileID(z: 0, x: 0, y: 0), TileID(z: 2, x: 2, y: 1), TileID(z: 3, x: 4, y: 2),
                       TileID(z: 5, x: 18, y: 9), TileID(z: 8, x: 145, y: 74), TileID(z: 12, x: 2331, y: 1185)]
        for t in samples {
            let image = try renderer.render(t, scale: 1)
            try image.writePNG(to: dir.appendingPathComponent("offline-\(t.z)-\(t.x)-\(t.y).png"))
        }
        // A 4 × 3 mosaic at zoom 3 around Europe, as a view would show it.
        let mosaic = try Surface(width: 4 * 256, height: 3 * 256)
        let canvas = Canvas(surface: mosaic)
        for dy in 0..<3 {
            for dx in 0..<4 {
                let tile = try renderer.render(TileID(z: 3, x: 3 + dx, y: 1 + dy), scale: 1)
                canvas.draw(tile, at: PixelPoint(x: Double(dx * 256), y: Double(dy * 256)))
            }
        }
        try mosaic.writePNG(to: dir.appendingPathComponent("offline-mosaic-z3.png"))
        let hi = try renderer.render(TileID(z: 4, x: 9, y: 4), scale: 2)
        try hi.writePNG(to: dir.appendingPathComponent("offline-4-9-4@2x.png"))
        try renderViews(world, into: dir)
    }
}

import Foundation
import Graphics
import MapCore
import MapData
import MapRender
import TileLoader
import VectorTiles

/// The vector map's frames through the app's own path (TileStore reading the archive on its workers, the style
/// painter, MapRenderer with its label pass): a first frame from a cold archive, then frames whose tiles are
/// rasterised, standing still and panning.
enum VectorFrameTimings {
    struct Scene {
        var name: String
        var center: Coordinate
        var zoom: Double
    }

    static let scenes = [
        Scene(name: "helsinki_z15", center: Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384), zoom: 15),
        Scene(name: "southern_finland_z9", center: Coordinate(clampingLatitude: 60.6, wrappingLongitude: 25.0), zoom: 9),
        Scene(name: "helsinki_z14", center: Coordinate(clampingLatitude: 60.1650, wrappingLongitude: 24.9600), zoom: 14),
        Scene(name: "new_york_z12", center: Coordinate(clampingLatitude: 40.7500, wrappingLongitude: -73.9800), zoom: 12),
    ]

    /// CPU seconds used by every thread of the process so far.
    static func processCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds used by the calling thread so far.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// `only`: one scene by name, else all in turn (each cold frame after the first reuses the pages of the stores
    /// before it, as the app's next tiles reuse evicted ones; `first_frame_process_first_*` is the process's first).
    static func measure(archive path: String, styleURL: URL, size: PixelSize, runs: Int, only: String? = nil) throws -> [String: Any] {
        let vectorStyle = try VectorStyle(contentsOf: styleURL, palette: "light")
        let style = MapStyle(id: "bench-vector", name: "Vector", kind: .vector, urlTemplate: "", attribution: "",
                             maxZoom: 19, archivePath: path)
        var out: [String: Any] = [:]
        var firstOfProcess = true
        for scene in scenes where only == nil || scene.name == only {
            let vp = Viewport(center: scene.center, zoom: scene.zoom, size: size)
            let z = TileCover.tileZoom(for: vp.zoom, tileSize: style.tileSize, zoomRange: style.zoomRange)
            let needed = TileCover.tiles(for: vp, tileZoom: z).map(\.id)
            let surface = try Surface(width: Int(size.width), height: Int(size.height))
            let canvas = Canvas(surface: surface)
            // Cold: a new store (the archive not yet open), every tile read, decoded and rasterised, then drawn.
            var colds: [Double] = [], coldCPU: [Double] = [], coldMainCPU: [Double] = []
            var tiles = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
            var renderer = MapRenderer(categories: [])
            for _ in 0..<max(3, runs / 10) {
                tiles = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
                tiles.vectorRasterizer = VectorTileRasterizer(style: vectorStyle)
                renderer = MapRenderer(categories: [])
                let cpu0 = processCPU(), main0 = threadCPU()
                colds.append(BenchClock.milliseconds {
                    tiles.load(needed, style: style, timeout: 30)
                    renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: canvas)
                })
                coldCPU.append((processCPU() - cpu0) * 1000)
                coldMainCPU.append((threadCPU() - main0) * 1000)
            }
            var still: [Double] = [], pan: [Double] = []
            for _ in 0..<runs {
                still.append(BenchClock.milliseconds { renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: canvas) })
            }
            for i in 0..<runs {
                // A few points left and right: the same tiles, the label placement redone every frame.
                let moving = Viewport(center: vp.coordinate(at: PixelPoint(x: size.width / 2 + Double(i % 8) - 4, y: size.height / 2)),
                                      zoom: vp.zoom, size: size)
                pan.append(BenchClock.milliseconds { renderer.draw(MapScene(viewport: moving, style: style), tiles: tiles, on: canvas) })
            }
            var figures: [String: Any] = [
                "tiles": needed.count,
                "labels_placed": renderer.lastPlacedLabels.count,
                "first_frame_cold_ms": ArchiveTimings.round3(BenchClock.median(colds)),
                // All threads' CPU for the cold frame: what two idle cores share (wall ≈ this / 2 when quiet).
                "first_frame_cold_cpu_ms": ArchiveTimings.round3(BenchClock.median(coldCPU)),
                // The main thread's share (placing and drawing labels, compositing); the rest ran on the store's workers.
                "first_frame_cold_main_cpu_ms": ArchiveTimings.round3(BenchClock.median(coldMainCPU)),
                "tile_workers": tiles.rasterWorkers,
                "frame_rasterised_still_ms": ArchiveTimings.round3(BenchClock.median(still)),
                "frame_rasterised_pan_ms": ArchiveTimings.round3(BenchClock.median(pan)),
                "frame_rasterised_pan_p95_ms": ArchiveTimings.round3(RenderCommand.p95(pan)),
            ]
            if firstOfProcess {
                // The kernel zeroes every page this first frame touches: no earlier frame's memory to reuse.
                figures["first_frame_process_first_ms"] = ArchiveTimings.round3(colds[0])
                figures["first_frame_process_first_cpu_ms"] = ArchiveTimings.round3(coldCPU[0])
                firstOfProcess = false
            }
            out[scene.name] = figures
        }
        return out
    }
}

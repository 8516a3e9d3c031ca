import ArgumentParser
import Clustering
import Foundation
import Graphics
import MapCore
import MapData
import MapRender

/// `pinmap-bench render`: frame times of MapRenderer on a full-HD view with every tile in memory.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Frame time of the map renderer (JSON).")

    @Option(help: "Frames timed per case (after warm-up).") var frames = 60
    @Option(help: "View width in points.") var width = 1920.0
    @Option(help: "View height in points.") var height = 1080.0
    @Option(help: "Device pixels per point.") var scale = 1.0
    @Option(help: "Time only one case: a pan with this many items and zoom, e.g. 5000@14, or a motion, e.g. zoom_animation@500 (to profile one scene).") var only: String?
    @Option(help: "Also write each case's last frame as PNG files with this path prefix (to look at).") var png: String?

    func run() throws {
        let categories = Self.categories()
        let icons = try Self.writeIcons(categories)
        defer { try? FileManager.default.removeItem(at: icons) }
        let style = MapStyle(id: "synthetic", name: "Synthetic", urlTemplate: "", attribution: "© OpenStreetMap contributors")
        let centre = try Coordinate(latitude: 60.1699, longitude: 24.9384)
        var results: [String] = []
        for (count, zoom) in [(0, 14.0), (0, 14.37), (0, 14.55), (500, 14.0), (5000, 14.0), (5000, 14.37)] {
            if let only, only != "\(count)@\(zoom.formatted(.number.grouping(.never)))" { continue }
            let vp = Viewport(center: centre, zoom: zoom, size: PixelSize(width: width, height: height), scaleFactor: scale)
            let items = Self.items(count: count, in: vp, categories: categories)
            let t = try time(MapScene(viewport: vp, style: style, items: items), categories: categories, icons: icons,
                             png: png.map { "\($0)-\(count)-z\(zoom).png" })
            results.append(#"{"items":\#(count),"zoom":\#(zoom),"median_ms":\#(Self.fmt(t.median)),"p95_ms":\#(Self.fmt(t.p95)),"#
                           + #""cpu_median_ms":\#(Self.fmt(t.cpuMedian)),"cpu_p95_ms":\#(Self.fmt(t.cpuP95))}"#)
        }
        // A drag (12 by 5 points a frame, turning back every 10 frames) and a zoom animation (14 → 15 over the frames).
        var motions: [String] = []
        for (name, count, zoom) in [("drag", 0, 14.37), ("drag", 5000, 14.0), ("zoom_animation", 0, 14.0), ("zoom_animation", 500, 14.0)] {
            if let only, only != "\(name)@\(count)" { continue }
            let vp = Viewport(center: centre, zoom: zoom, size: PixelSize(width: width, height: height), scaleFactor: scale)
            let items = Self.items(count: count, in: vp, categories: categories)
            let animated = name == "zoom_animation"
            let frames = self.frames
            // The animation's frames are in-between frames (`.zooming`), as the window draws them; `--png` also writes
            // the last one drawn again at rest, to compare.
            var scene = MapScene(viewport: vp, style: style, items: items)
            scene.motion = animated ? .zooming : .atRest
            let t = try time(scene, categories: categories, icons: icons, png: animated ? png.map { "\($0)-\(name)-\(count)" } : nil,
                             pan: { i in animated ? .zero : (i / 10) % 2 == 0 ? PixelPoint(x: 12, y: 5) : PixelPoint(x: -12, y: -5) },
                             zoom: animated ? { i in zoom + Double(max(0, i - 5)) / Double(frames) } : nil)
            motions.append(#"{"motion":"\#(name)","items":\#(count),"zoom":\#(zoom),"median_ms":\#(Self.fmt(t.median)),"p95_ms":\#(Self.fmt(t.p95)),"#
                           + #""cpu_median_ms":\#(Self.fmt(t.cpuMedian)),"cpu_p95_ms":\#(Self.fmt(t.cpuP95))}"#)
        }
        if only != nil {
            print(#"{"benchmark":"render","scale":\#(scale),"cases":[\#(results.joined(separator: ","))],"motions":[\#(motions.joined(separator: ","))]}"#)
            return
        }
        print(#"{"benchmark":"render","view":"\#(Int(width))x\#(Int(height))","scale":\#(scale),"frames":\#(frames),"#
              + #""tiles":"in-memory 256 px, all loaded","cases":[\#(results.joined(separator: ","))],"motions":[\#(motions.joined(separator: ","))],"#
              + #""clustered_100k":\#(try clusteredPan(categories: categories, icons: icons, style: style, centre: centre))}"#)
    }

    /// Renders warm-up frames, then `frames` timed frames each panned by a few points (markers move, sprites stay cached).
    /// Wall-clock and this thread's CPU time per frame (CPU time excludes waiting for a core on a busy machine).
    /// `pan` gives each frame's move (default: 3 or −2 points right and 1 down, alternating); `zoom`, when given, each frame's zoom.
    private func time(_ start: MapScene, categories: [PlaceCategory], icons: URL, png: String?,
                      pan: (Int) -> PixelPoint = { i in PixelPoint(x: i % 2 == 0 ? 3 : -2, y: 1) },
                      zoom: ((Int) -> Double)? = nil) throws -> (median: Double, p95: Double, cpuMedian: Double, cpuP95: Double) {
        let renderer = MapRenderer(categories: categories, iconDirectory: icons)
        let tiles = SyntheticTiles(pixels: scale > 1 ? 512 : 256)
        let surface = try Surface(width: Int(width * scale), height: Int(height * scale))
        let canvas = Canvas(surface: surface)
        canvas.scale(scale, scale)
        var scene = start
        var times: [Double] = [], cpu: [Double] = []
        times.reserveCapacity(frames)
        cpu.reserveCapacity(frames)
        for i in 0..<(frames + 5) {
            scene.viewport.pan(by: pan(i))
            if let zoom { scene.viewport.setZoom(zoom(i)) }
            let c0 = Self.threadCPU()
            let ms = BenchClock.milliseconds { renderer.draw(scene, tiles: tiles, on: canvas) }
            if i >= 5 { times.append(ms); cpu.append((Self.threadCPU() - c0) * 1000) }
        }
        if let png, start.motion == .zooming {
            try surface.writePNG(to: URL(fileURLWithPath: png + "-zooming.png"))
            scene.motion = .atRest
            renderer.draw(scene, tiles: tiles, on: canvas)
            try surface.writePNG(to: URL(fileURLWithPath: png + "-at-rest.png"))
        } else if let png {
            try surface.writePNG(to: URL(fileURLWithPath: png))
        }
        return (BenchClock.median(times), Self.p95(times), BenchClock.median(cpu), Self.p95(cpu))
    }

    /// 100 000 places around Helsinki clustered by the app's index; each frame pans, queries the index and draws.
    private func clusteredPan(categories: [PlaceCategory], icons: URL, style: MapStyle, centre: Coordinate) throws -> String {
        var rng = SplitMix64(seed: 7)
        var places: [Place] = []
        places.reserveCapacity(100_000)
        for i in 0..<100_000 {
            // Denser towards the centre, as a city is: about 25 km across.
            let r = 0.12 * rng.unit() * rng.unit(), a = rng.unit() * 2 * .pi
            let c = Coordinate(clampingLatitude: centre.latitude + r * sin(a) * 0.5, wrappingLongitude: centre.longitude + r * cos(a))
            places.append(Place(id: "n\(i)", categoryID: categories[i % categories.count].id, title: "Place \(i)", coordinate: c))
        }
        let buildMS = try BenchClock.milliseconds { _ = try PlaceClusterSource(places: places).index() }
        let index = try PlaceClusterSource(places: places).index()
        var results: [String] = []
        for zoom in [11.0, 13.5, 15.0] {
            let renderer = MapRenderer(categories: categories, iconDirectory: icons)
            let tiles = SyntheticTiles(pixels: scale > 1 ? 512 : 256)
            let surface = try Surface(width: Int(width * scale), height: Int(height * scale))
            let canvas = Canvas(surface: surface)
            canvas.scale(scale, scale)
            var vp = Viewport(center: centre, zoom: zoom, size: PixelSize(width: width, height: height), scaleFactor: scale)
            var times: [Double] = [], cpu: [Double] = [], query: [Double] = [], shown = 0
            for i in 0..<(frames + 5) {
                vp.pan(by: PixelPoint(x: i % 2 == 0 ? 3 : -2, y: 1))
                let c0 = Self.threadCPU()
                var q = 0.0
                let ms = BenchClock.milliseconds {
                    var items: [MapItem] = []
                    q = BenchClock.milliseconds { items = index.items(in: vp.visibleBounds, zoom: vp.zoom) }
                    shown = items.count
                    renderer.draw(MapScene(viewport: vp, style: style, items: items), tiles: tiles, on: canvas)
                }
                if i >= 5 { times.append(ms); cpu.append((Self.threadCPU() - c0) * 1000); query.append(q) }
            }
            if let png { try surface.writePNG(to: URL(fileURLWithPath: "\(png)-100k-z\(zoom).png")) }
            results.append(#"{"zoom":\#(zoom),"items":\#(shown),"query_median_ms":\#(Self.fmt(BenchClock.median(query))),"median_ms":\#(Self.fmt(BenchClock.median(times))),"p95_ms":\#(Self.fmt(Self.p95(times))),"#
                           + #""cpu_median_ms":\#(Self.fmt(BenchClock.median(cpu))),"cpu_p95_ms":\#(Self.fmt(Self.p95(cpu)))}"#)
        }
        return #"{"places":100000,"index_build_ms":\#(Self.fmt(buildMS)),"pan_frames":[\#(results.joined(separator: ","))]}"#
    }

    /// Deterministic places (80 %) and clusters (20 %) spread over the view.
    static func items(count: Int, in vp: Viewport, categories: [PlaceCategory]) -> [MapItem] {
        var rng = SplitMix64(seed: 42)
        var out: [MapItem] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            let p = PixelPoint(x: rng.unit() * vp.size.width, y: rng.unit() * vp.size.height)
            let c = vp.coordinate(at: p)
            if i % 5 == 4 {
                let n = 2 + Int(pow(10, rng.unit() * 3.5))
                let k = 1 + Int(rng.unit() * 3)
                let parts = (0..<k).map { j in
                    ClusterSummary.CategoryCount(categoryID: categories[(i + j) % categories.count].id, count: max(1, n / (j + 2)))
                }
                out.append(.cluster(ClusterSummary(id: UInt64(i), count: n, center: c,
                                                   bounds: GeoBounds(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude),
                                                   expansionZoom: vp.zoom + 1, categoryCounts: parts)))
            } else {
                out.append(.place(Place(id: "n\(i)", categoryID: categories[i % categories.count].id, title: "Place \(i)", coordinate: c)))
            }
        }
        return out
    }

    static func categories() -> [PlaceCategory] {
        let hues = ["#8e5a2b", "#2e9e4f", "#c0392b", "#2c6fbb", "#8e44ad", "#d35400", "#16a085", "#7f8c8d"]
        return hues.enumerated().map { i, hex in
            PlaceCategory(id: "c\(i)", title: "Category \(i)", iconName: "c\(i)", color: RGBColor(hex: hex)!)
        }
    }

    /// Simple white glyphs, one per category, in a temporary folder.
    static func writeIcons(_ categories: [PlaceCategory]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bench-icons-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (i, c) in categories.enumerated() {
            let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="\##(4 + i % 5)" fill="none" stroke="#fff" stroke-width="3"/></svg>"##
            try Data(svg.utf8).write(to: dir.appendingPathComponent(c.iconName + ".svg"))
        }
        return dir
    }

    static func p95(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, Int(Double(s.count) * 0.95))]
    }

    /// This thread's CPU time in seconds.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}

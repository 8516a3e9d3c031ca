import ArgumentParser
import Foundation
import Graphics
import MapCore
import MapData
import MapRender

/// `pinmap-bench shapes`: a GPS track of 1,000, 100,000 and 10,000,000 vertices over Helsinki (a seeded random walk
/// over the same 30 km), indexed and drawn by MapRenderer at 1280×800: index build, first frame (simplification made),
/// warm pan frames, vertices drawn, memory. Sizes run smallest first, so each peak includes the ones before.
struct ShapesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapes",
        abstract: "Frame time and memory for a 1k/100k/10M-vertex track, as one JSON object.")

    @Option(help: "Track sizes in vertices, comma-separated.") var sizes: String = "1000,100000,10000000"
    @Option(help: "Warm pan frames per zoom.") var frames: Int = 60

    func run() throws {
        let counts = sizes.split(separator: ",").compactMap { Int($0) }
        var cases: [String] = []
        for n in counts { cases.append(try measure(n)) }
        print(#"{"view":[1280,800],"frames":\#(frames),"cases":[\#(cases.joined(separator: ","))]}"#)
    }

    private func measure(_ n: Int) throws -> String {
        let centre = Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)
        let track = Self.track(n, around: centre)
        let shape = PlaceShape(id: "track", categoryID: "cafe", title: "Track", geometry: .lines([track]))
        var index: ShapeIndex?
        let buildMs = BenchClock.milliseconds { index = ShapeIndex([shape]) }
        guard let index else { return "{}" }
        let category = PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.56, green: 0.35, blue: 0.17))
        var options = RenderOptions()
        options.showsScaleBar = false
        let renderer = MapRenderer(categories: [category], options: options)
        let tiles = SyntheticTiles(pixels: 256)
        let surface = try Surface(width: 1280, height: 800)
        let canvas = Canvas(surface: surface)
        var zooms: [String] = []
        for zoom in [10.0, 13.0, 16.0] {
            var vp = Viewport(center: centre, zoom: zoom, size: PixelSize(width: 1280, height: 800))
            var drawnVertices = 0
            func frame() {
                var scene = MapScene(viewport: vp, style: MapStyle(id: "bare", name: "Bare", urlTemplate: "", attribution: ""))
                scene.shapes = index.shapes(in: vp.visibleBounds, zoom: vp.zoom)
                drawnVertices = scene.shapes.reduce(0) { $0 + $1.vertexCount }
                renderer.draw(scene, tiles: tiles, on: canvas)
            }
            let first = BenchClock.milliseconds { frame() }
            var times: [Double] = []
            for i in 0..<frames {
                // Back and forth over 400 points: the same bands, new pieces at high zoom.
                let sign = (i / 25) % 2 == 0 ? 1.0 : -1.0
                vp.pan(by: PixelPoint(x: 16 * sign, y: 6 * sign))
                times.append(BenchClock.milliseconds { frame() })
            }
            let sorted = times.sorted()
            let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
            zooms.append(String(format: #"{"zoom":%.0f,"first_frame_ms":%.2f,"frame_ms_median":%.2f,"frame_ms_p95":%.2f,"vertices_drawn":%d}"#,
                                zoom, first, BenchClock.median(times), p95, drawnVertices))
        }
        let rss = Self.currentRSSMiB(), peak = BenchClock.peakRSSMiB()
        return String(format: #"{"vertices":%d,"index_build_ms":%.1f,"cached_points":%d,"rss_mib":%.1f,"peak_rss_mib":%.1f,"zooms":[%@]}"#,
                      n, buildMs, index.cachedPointCount, rss, peak, zooms.joined(separator: ","))
    }

    /// A seeded random walk of `n` vertices that covers about 30 km around `centre` whatever `n` (steps shrink with n).
    static func track(_ n: Int, around centre: Coordinate) -> [Coordinate] {
        var rng = SplitMix64(seed: 25)
        var out: [Coordinate] = []
        out.reserveCapacity(n)
        let step = 0.3 / Double(n).squareRoot()
        var lat = centre.latitude, lon = centre.longitude, heading = 0.0
        for _ in 0..<n {
            out.append(Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
            heading += (rng.unit() - 0.5) * 0.6
            lat += step * sin(heading) * 0.5; lon += step * cos(heading)
        }
        return out
    }

    /// Resident set size now (VmRSS), MiB.
    static func currentRSSMiB() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }
}

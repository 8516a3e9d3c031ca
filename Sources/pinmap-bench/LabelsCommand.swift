import ArgumentParser
import Foundation
import Graphics
import MapCore
import MapRender

/// `pinmap-bench labels`: a full-HD frame with its tiles rasterised and its labels placed and drawn, while the view
/// stands still (placement and images reused) and while it pans (placement redone each frame, images reused);
/// then a dense case (about 1,000 candidates) and the placement alone on it.
struct LabelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "labels", abstract: "Frame time with vector tiles' labels (JSON).")

    @Option(help: "Frames timed per case (after warm-up).") var frames = 60
    @Option(help: "View width in points.") var width = 1920.0
    @Option(help: "View height in points.") var height = 1080.0
    @Option(help: "Device pixels per point.") var scale = 1.0
    @Option(help: "View zoom.") var zoom = 15.0
    @Option(help: "Also write the panned typical case's last frame as a PNG file (to look at).") var png: String?

    func run() throws {
        let style = MapStyle(id: "label-demo", name: "Label demo", urlTemplate: "", attribution: "")
        let vp = Viewport(center: try Coordinate(latitude: 60.1699, longitude: 24.9384), zoom: zoom,
                          size: PixelSize(width: width, height: height), scaleFactor: scale)
        let typical = LabelDemoTiles(pixels: scale > 1 ? 512 : 256)
        let cold = try coldFrames(vp, tiles: typical, style: style)
        let still = try time(vp, tiles: typical, style: style, pan: false, png: nil)
        let pan = try time(vp, tiles: typical, style: style, pan: true, png: png)
        typical.labelsEnabled = false
        let bare = try time(vp, tiles: typical, style: style, pan: true, png: nil)
        typical.labelsEnabled = true
        let dense = LabelDemoTiles(pixels: scale > 1 ? 512 : 256, placeSpacing: 44)
        let densePan = try time(vp, tiles: dense, style: style, pan: true, png: nil)
        let placement = placementOnly(vp, tiles: dense, style: style)
        print(#"{"benchmark":"labels","view":"\#(Int(width))x\#(Int(height))","scale":\#(scale),"zoom":\#(zoom),"frames":\#(frames),"#
              + #""candidates":\#(candidates(vp, typical, style)),"placed":\#(pan.placed),"#
              + #""labels_frame_ms":{"still":\#(still.json),"pan":\#(pan.json),"first_with_cold_label_images":\#(cold.json)},"#
              + #""tiles_only_pan_ms":\#(bare.json),"#
              + #""dense":{"candidates":\#(candidates(vp, dense, style)),"placed":\#(densePan.placed),"pan_ms":\#(densePan.json),"#
              + #""placement_only_ms":\#(placement.json)}}"#)
    }

    /// Wall-clock and this thread's CPU time (which leaves out waiting for a core on a busy machine), in ms.
    private struct Timing {
        var median: Double, p95: Double, cpuMedian: Double, cpuP95: Double, placed: Int
        var json: String {
            #"{"median":\#(RenderCommand.fmt(median)),"p95":\#(RenderCommand.fmt(p95)),"#
                + #""cpu_median":\#(RenderCommand.fmt(cpuMedian)),"cpu_p95":\#(RenderCommand.fmt(cpuP95))}"#
        }

        init(_ wall: [Double], cpu: [Double], placed: Int) {
            median = BenchClock.median(wall); p95 = RenderCommand.p95(wall)
            cpuMedian = BenchClock.median(cpu); cpuP95 = RenderCommand.p95(cpu)
            self.placed = placed
        }
    }

    /// Runs `body`, appending its wall-clock and CPU milliseconds.
    private func measure(_ wall: inout [Double], _ cpu: inout [Double], _ body: () -> Void) {
        let c0 = RenderCommand.threadCPU()
        wall.append(BenchClock.milliseconds(body))
        cpu.append((RenderCommand.threadCPU() - c0) * 1000)
    }

    /// Warm-up frames (tiles and label images made), then `frames` timed ones, each panned by a few points if `pan`.
    private func time(_ start: Viewport, tiles: LabelDemoTiles, style: MapStyle, pan: Bool, png: String?) throws -> Timing {
        var o = RenderOptions()
        o.showsScaleBar = false
        let renderer = MapRenderer(categories: [], options: o)
        let surface = try Surface(width: Int(width * scale), height: Int(height * scale))
        let canvas = Canvas(surface: surface)
        canvas.scale(scale, scale)
        var scene = MapScene(viewport: start, style: style)
        var times: [Double] = [], cpu: [Double] = []
        // The warm-up pans back and forth over the timed frames' ground, so timed frames rasterise no tile or label.
        for i in 0..<10 {
            scene.viewport.pan(by: PixelPoint(x: i < 5 ? 6 : -6, y: i < 5 ? 2 : -2))
            renderer.draw(scene, tiles: tiles, on: canvas)
        }
        for i in 0..<frames {
            if pan { scene.viewport.pan(by: PixelPoint(x: i % 2 == 0 ? 3 : -2, y: i % 2 == 0 ? 1 : -1)) }
            measure(&times, &cpu) { renderer.draw(scene, tiles: tiles, on: canvas) }
        }
        if let png { try surface.writePNG(to: URL(fileURLWithPath: png)) }
        return Timing(times, cpu: cpu, placed: renderer.lastPlacedLabels.count)
    }

    /// A new renderer's first frame (every label rasterised) over tiles the provider already holds; the median of 5.
    private func coldFrames(_ vp: Viewport, tiles: LabelDemoTiles, style: MapStyle) throws -> Timing {
        let surface = try Surface(width: Int(width * scale), height: Int(height * scale))
        let canvas = Canvas(surface: surface)
        canvas.scale(scale, scale)
        var o = RenderOptions()
        o.showsScaleBar = false
        // Tiles and their labels made once, outside the timing.
        MapRenderer(categories: [], options: o).draw(MapScene(viewport: vp, style: style), tiles: tiles, on: canvas)
        var times: [Double] = [], cpu: [Double] = [], placed = 0
        for _ in 0..<5 {
            let renderer = MapRenderer(categories: [], options: o)
            measure(&times, &cpu) { renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: canvas) }
            placed = renderer.lastPlacedLabels.count
        }
        return Timing(times, cpu: cpu, placed: placed)
    }

    /// LabelPlacer alone on the view's candidates, with a font-free measure (0.6 em per character, 1.2 em high).
    private func placementOnly(_ vp: Viewport, tiles: LabelDemoTiles, style: MapStyle) -> Timing {
        let labelTiles = TileCover.tiles(for: vp, tileZoom: Int(vp.zoom.rounded())).compactMap { t in
            tiles.labels(for: t.id, style: style, scaleFactor: scale).map { LabelTile(labels: $0, origin: t.screenRect.origin, scale: t.screenRect.size.width / 256) }
        }
        var placer = LabelPlacer(options: LabelOptions())
        var placed: [PlacedLabel] = []
        var times: [Double] = [], cpu: [Double] = []
        for i in 0..<(frames + 5) {
            if i == 5 { times.removeAll(); cpu.removeAll() }
            measure(&times, &cpu) {
                placer.place(labelTiles, in: vp.size, measure: { PixelSize(width: 0.6 * $1 * Double($0.utf8.count), height: 1.2 * $1) }, into: &placed)
            }
        }
        return Timing(times, cpu: cpu, placed: placed.count)
    }

    private func candidates(_ vp: Viewport, _ tiles: LabelDemoTiles, _ style: MapStyle) -> Int {
        TileCover.tiles(for: vp, tileZoom: Int(vp.zoom.rounded())).reduce(0) {
            $0 + (tiles.labels(for: $1.id, style: style, scaleFactor: scale)?.candidates.count ?? 0)
        }
    }
}

import ArgumentParser
import Foundation
import MapArchive
import MapCore
import MapRender
import VectorTiles

/// `pinmap-bench vector-paint --scene NAME`: the painter alone on the real tiles of one of `pinmap-bench vector`'s
/// cold frames (read and decoded first, untimed, each data tile once as the rasterizer shares it), on one thread,
/// so that `valgrind --tool=callgrind` counts the painter's instructions without the workers' interleaving.
extension VectorPaintCommand {
    func runScene(_ name: String, style vectorStyle: VectorStyle) throws {
        guard let scene = VectorFrameTimings.scenes.first(where: { $0.name == name }) else {
            throw ValidationError("unknown scene \(name): \(VectorFrameTimings.scenes.map(\.name).joined(separator: ", "))")
        }
        let path = try archive ?? VectorCommand.defaultArchive()
        let opened = try ArchiveOpener.open(path: path)
        let info = opened.info
        let vp = Viewport(center: scene.center, zoom: scene.zoom, size: PixelSize(width: 1920, height: 1080))
        let z = TileCover.tileZoom(for: vp.zoom, tileSize: 256, zoomRange: 0...19)
        let decoder = MVTDecoder(onlyLayers: Set(vectorStyle.layers.compactMap(\.sourceLayer)))
        var decoded: [TileID: VectorTile] = [:]
        var jobs: [(tile: VectorTile, data: TileID, drawn: TileID)] = []
        for visible in TileCover.tiles(for: vp, tileZoom: z) {
            let drawn = visible.id
            var data = drawn.z > info.maxZoom ? (drawn.ancestor(levels: drawn.z - info.maxZoom) ?? drawn) : drawn
            var bytes = try opened.tileData(for: data)
            while bytes == nil, data.z > info.minZoom, let up = data.ancestor(levels: 1) {
                data = up
                bytes = try opened.tileData(for: data)
            }
            guard let bytes else { continue }
            if decoded[data] == nil { decoded[data] = try decoder.decode(bytes) }
            jobs.append((decoded[data]!, data, drawn))
        }
        let painter = VectorTilePainter(style: vectorStyle)
        if let dump {
            // Each tile as a PNG named z-x-y, to compare a change's pixels with the code before it.
            let dir = URL(fileURLWithPath: dump)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for job in jobs {
                let r = try painter.render(job.tile, dataTile: job.data, drawnTile: job.drawn, scaleFactor: Double(dumpScale))
                try r.surface.writePNG(to: dir.appendingPathComponent("\(job.drawn.z)-\(job.drawn.x)-\(job.drawn.y)@\(dumpScale)x.png"))
            }
        }
        var wall: [Double] = [], cpu: [Double] = []
        // Each tile's CPU per repetition, in the order the store queues them (nearest the centre first).
        var perTile = [[Double]](repeating: [], count: jobs.count)
        for _ in 0..<repetitions {
            let c0 = Self.threadCPUNanoseconds()
            var prepared: [TileID: PreparedVectorTile] = [:]
            wall.append(try BenchClock.milliseconds {
                for (k, job) in jobs.enumerated() {
                    let t0 = Self.threadCPUNanoseconds()
                    _ = try Self.paintSceneTile(painter, job.tile, data: job.data, drawn: job.drawn, prepared: &prepared)
                    perTile[k].append(Double(Self.threadCPUNanoseconds() - t0) / 1e6)
                }
            })
            cpu.append(Double(Self.threadCPUNanoseconds() - c0) / 1e6)
        }
        let tileCPU = perTile.map { $0.isEmpty ? 0 : BenchClock.median($0) }
        let out: [String: Any] = [
            "scene": name, "tiles": jobs.count, "data_tiles": decoded.count, "palette": palette,
            "paint_all_median_ms": ArchiveTimings.round3(BenchClock.median(wall)),
            "paint_all_median_cpu_ms": ArchiveTimings.round3(BenchClock.median(cpu)),
            "tile_cpu_ms_in_queue_order": tileCPU.map(ArchiveTimings.round3),
            // The store's two workers each take the next queued tile when free: when the last one ends, against
            // half the total (a perfect split).
            "two_workers_last_end_ms": ArchiveTimings.round3(Self.lastEnd(of: tileCPU, workers: 2)),
            "two_workers_even_split_ms": ArchiveTimings.round3(tileCPU.reduce(0, +) / 2),
        ]
        let json = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
        print(String(decoding: json, as: UTF8.self))
    }

    /// When the last of `costs` ends if `workers` take them in order, each the next one when free.
    static func lastEnd(of costs: [Double], workers: Int) -> Double {
        var free = [Double](repeating: 0, count: max(1, workers))
        for c in costs {
            let i = free.indices.min { free[$0] < free[$1] }!
            free[i] += c
        }
        return free.max() ?? 0
    }

    /// One tile as the rasterizer paints it (each data tile prepared once and shared); its own function so
    /// callgrind can collect only this (`--collect-atstart=no --toggle-collect='*paintSceneTile*'`).
    @inline(never)
    static func paintSceneTile(_ painter: VectorTilePainter, _ tile: VectorTile, data: TileID, drawn: TileID,
                               prepared: inout [TileID: PreparedVectorTile]) throws -> Int {
        let ready = prepared[data] ?? painter.prepare(tile, zoom: drawn.z, overzoomed: drawn != data)
        prepared[data] = ready
        let rendered = try painter.render(ready, dataTile: data, drawnTile: drawn, scaleFactor: 1)
        return rendered.labels.candidates.count
    }
}

import ArgumentParser
import Foundation
import Graphics
import MapCore
import MapData
import MapRender
import VectorTiles

/// `pinmap-bench vector-paint`: rasterising one dense made-up z14 city tile with the bundled style (the painter
/// alone: no decoding, no labels drawn), at 1× and 2×, its label extraction, and a z16 tile overzoomed from it.
struct VectorPaintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vector-paint",
        abstract: "VectorTilePainter on a dense synthetic z14 tile, as one JSON object.")

    @Option(help: "Repetitions per case.") var repetitions: Int = 50
    @Option(help: "The style file.") var style: String = "data/styles/protomaps.json"
    @Option(help: "Palette: light or dark.") var palette: String = "light"
    @Option(help: "Paint the real tiles of one of `vector`'s cold frames instead (helsinki_z15, southern_finland_z9).")
    var scene: String?
    @Option(help: "The archive for --scene (default: as `vector`).") var archive: String?
    @Option(help: "With --scene: also write each tile as a PNG into this directory (to compare pixels).") var dump: String?
    @Option(help: "With --dump: pixels per point.") var dumpScale: Int = 1

    func run() throws {
        let vectorStyle = try VectorStyle(contentsOf: URL(fileURLWithPath: style), palette: palette)
        if let scene { return try runScene(scene, style: vectorStyle) }
        let painter = VectorTilePainter(style: vectorStyle)
        let tile = Self.denseCity()
        let id = TileID(z: 14, x: 9326, y: 4741)
        let child = TileID(z: 16, x: id.x * 4 + 1, y: id.y * 4 + 2)
        // Wall time, and this thread's CPU time, which a busy machine inflates far less.
        func time(_ body: () throws -> Void) rethrows -> String {
            var wall: [Double] = [], cpu: [Double] = []
            for _ in 0..<repetitions {
                let c0 = Self.threadCPUNanoseconds()
                wall.append(try BenchClock.milliseconds(body))
                cpu.append(Double(Self.threadCPUNanoseconds() - c0) / 1e6)
            }
            let sorted = wall.sorted()
            let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
            return #"{"median_ms":\#(String(format: "%.3f", BenchClock.median(wall))),"p95_ms":\#(String(format: "%.3f", p95)),"median_cpu_ms":\#(String(format: "%.3f", BenchClock.median(cpu)))}"#
        }
        let features = tile.layers.reduce(0) { $0 + $1.features.count }
        let points = tile.layers.reduce(0) { $0 + $1.features.reduce(0) { $0 + $1.geometry.points.count } }
        let labels = painter.labels(for: tile, dataTile: id, drawnTile: id).candidates.count
        let draw1 = try time { _ = try painter.render(tile, dataTile: id, drawnTile: id, scaleFactor: 1) }
        let draw2 = try time { _ = try painter.render(tile, dataTile: id, drawnTile: id, scaleFactor: 2) }
        let labelTime = time { _ = painter.labels(for: tile, dataTile: id, drawnTile: id) }
        let over = try time { _ = try painter.render(tile, dataTile: id, drawnTile: child, scaleFactor: 2) }
        print(#"{"tile":"synthetic z14 city","features":\#(features),"points":\#(points),"labels":\#(labels),"palette":"\#(palette)","render_1x":\#(draw1),"render_2x":\#(draw2),"labels_only":\#(labelTime),"overzoom_z16_2x":\#(over)}"#)
    }

    static func threadCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// A Protomaps-schema tile as dense as central Helsinki's: ~1,500 road features, ~3,000 buildings, parks, sea.
    static func denseCity() -> VectorTile {
        var rng = SplitMix64(seed: 14)
        func feature(_ type: VectorGeometryType, _ parts: [[(Double, Double)]], _ props: [(String, VectorValue)]) -> VectorFeature {
            var g = VectorGeometry()
            for part in parts {
                g.partStarts.append(g.points.count)
                g.points += part.map { VectorPoint(x: Int32($0.0.rounded()), y: Int32($0.1.rounded())) }
            }
            return VectorFeature(type: type, properties: props.map { (key: $0.0, value: $0.1) }, geometry: g)
        }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [(Double, Double)] { [(x, y), (x + w, y), (x + w, y + h), (x, y + h)] }
        var roads: [VectorFeature] = [], buildings: [VectorFeature] = []
        let kinds: [(String, String)] = [("minor_road", "residential"), ("minor_road", "service"), ("other", "service"), ("path", "footway")]
        for i in 0..<40 {
            let c = Double(i) * 104 + 20
            for s in 0..<9 {
                let a = Double(s) * 460 - 64, kind = kinds[Int(rng.unit() * 4) % 4]
                let wiggle = (0...5).map { k in (a + Double(k) * 92, c + (rng.unit() - 0.5) * 12) }
                roads.append(feature(.lineString, [wiggle], [("kind", .string(kind.0)), ("kind_detail", .string(kind.1)), ("name", .string("Katu \(i)"))]))
                roads.append(feature(.lineString, [wiggle.map { ($0.1, $0.0) }], [("kind", .string(kind.0)), ("kind_detail", .string(kind.1)), ("name", .string("Tie \(i)"))]))
            }
        }
        for i in 0..<10 {
            let y0 = rng.unit() * 4096
            let pts = (0..<20).map { k in (Double(k) * 220 - 64, y0 + sin(Double(k) / 3) * 200) }
            roads.append(feature(.lineString, [pts], [("kind", .string("major_road")), ("name", .string("Bulevardi \(i)"))]))
        }
        for i in 0..<3 {
            let x0 = 800 + Double(i) * 1200
            roads.append(feature(.lineString, [(0..<12).map { k in (x0 + Double(k) * 40, Double(k) * 380 - 64) }], [("kind", .string("highway")), ("name", .string("Väylä \(i)"))]))
        }
        for bx in 0..<40 {
            for by in 0..<40 where rng.unit() < 0.95 {
                let x = Double(bx) * 104 + 30, y = Double(by) * 104 + 30
                buildings.append(feature(.polygon, [box(x, y, 40 + rng.unit() * 20, 35 + rng.unit() * 20)], [("kind", .string("building"))]))
                buildings.append(feature(.polygon, [box(x + 62, y + 5, 25, 60 + rng.unit() * 20)], [("kind", .string("building"))]))
            }
        }
        let places = (0..<30).map { i in
            feature(.point, [[(rng.unit() * 4096, rng.unit() * 4096)]], [("kind", .string("neighbourhood")), ("name", .string("Alue \(i)"))])
        }
        let pois = (0..<150).map { i in
            feature(.point, [[(rng.unit() * 4096, rng.unit() * 4096)]], [("kind", .string("cafe")), ("name", .string("Kahvila \(i)")), ("min_zoom", .int(15))])
        }
        var parks: [VectorFeature] = []
        for i in 0..<12 {
            let x = Double(i % 4) * 1000 + 100, y = Double(i / 4) * 1000 + 100
            let kind: VectorValue = .string(i % 3 == 0 ? "wood" : "park")
            parks.append(feature(.polygon, [box(x, y, 500, 400)], [("kind", kind), ("name", .string("Puisto \(i)"))]))
        }
        return VectorTile(layers: [
            VectorLayer(name: "earth", features: [feature(.polygon, [box(-64, -64, 4224, 3400)], [("kind", .string("earth"))])]),
            VectorLayer(name: "landuse", features: parks),
            VectorLayer(name: "water", features: [feature(.polygon, [box(-64, 3336, 4224, 824)], [("kind", .string("ocean"))])]),
            VectorLayer(name: "buildings", features: buildings),
            VectorLayer(name: "roads", features: roads),
            VectorLayer(name: "places", features: places),
            VectorLayer(name: "pois", features: pois),
        ])
    }
}

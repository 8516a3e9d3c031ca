import Foundation
import Graphics
import MapCore
@testable import MapRender

/// Hand-made labels for the label-pass tests: a TileProvider that returns whatever TileLabels a test gives it,
/// over flat tiles, plus candidates, a fixed-width measure and a seeded random source.
final class LabelFakeTiles: TileProvider {
    var onChange: (() -> Void)?
    var labelSets: [TileID: TileLabels] = [:]
    private let flat: SyntheticTiles

    init(background: RGBColor = RGBColor(red: 0.95, green: 0.94, blue: 0.91)) { flat = SyntheticTiles(solidColor: background) }

    func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] { flat.pieces(for: tile, style: style, scaleFactor: scaleFactor) }
    func retain(only wanted: Set<TileID>, style: MapStyle) {}
    func isOffline(style: MapStyle) -> Bool { false }
    func labels(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileLabels? { labelSets[tile] }

    func add(_ tile: TileID, _ candidates: [LabelCandidate]) {
        labelSets[tile, default: TileLabels(tile: tile, candidates: [])].candidates += candidates
    }
}

enum LabelFixtures {
    static let ink = RGBColor(red: 0.1, green: 0.1, blue: 0.1)
    static let white = RGBColor(red: 1, green: 1, blue: 1)
    static let style = MapStyle(id: "labels", name: "Labels", urlTemplate: "", attribution: "")

    static func point(_ text: String, _ x: Double, _ y: Double, priority: Double = 1, size: Double = 14,
                      color: RGBColor = ink, halo: RGBColor = white, haloWidth: Double = 1.5) -> LabelCandidate {
        LabelCandidate(text: text, placement: .point(PixelPoint(x: x, y: y)), fontSize: size, color: color, haloColor: halo,
                       haloWidth: haloWidth, priority: priority)
    }

    static func line(_ text: String, _ points: [(Double, Double)], priority: Double = 10, size: Double = 12) -> LabelCandidate {
        LabelCandidate(text: text, placement: .line(points.map { PixelPoint(x: $0.0, y: $0.1) }), fontSize: size, color: ink,
                       haloColor: white, haloWidth: 1.5, priority: priority)
    }

    /// A font-free measure for the placer: 0.6 em per character, 1.2 em high.
    static func measure(_ text: String, _ fontSize: Double) -> PixelSize {
        PixelSize(width: 0.6 * fontSize * Double(text.count), height: 1.2 * fontSize)
    }

    /// One tile drawn at `origin` at one screen point per tile point.
    static func tile(_ candidates: [LabelCandidate], id: TileID = TileID(z: 10, x: 500, y: 300), origin: PixelPoint = .zero,
                     scale: Double = 1) -> LabelTile {
        LabelTile(labels: TileLabels(tile: id, candidates: candidates), origin: origin, scale: scale)
    }

    static func place(_ tiles: [LabelTile], view: PixelSize = PixelSize(width: 512, height: 512),
                      options: LabelOptions = centredOnly) -> [PlacedLabel] {
        var placer = LabelPlacer(options: options)
        var placed: [PlacedLabel] = []
        placer.place(tiles, in: view, measure: measure, into: &placed)
        return placed
    }

    /// A view whose top-left tile at `zoom` is `TileCover`'s first column and row, with the tile grid at whole points.
    static func viewport(zoom: Int, size: PixelSize, scale: Double = 1) -> Viewport {
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: Double(zoom), size: size, scaleFactor: scale)
        // Shift the centre so a tile corner sits exactly at the view's top-left.
        let tl = vp.worldPoint(forScreen: .zero)
        var snapped = vp
        snapped.pan(by: PixelPoint(x: tl.x - (tl.x / 256).rounded(.down) * 256, y: tl.y - (tl.y / 256).rounded(.down) * 256))
        return snapped
    }

    /// The tile whose top-left corner is at the view's top-left (after `viewport(zoom:size:)`).
    static func topLeftTile(_ vp: Viewport) -> TileID {
        let tl = vp.worldPoint(forScreen: .zero)
        return TileID(z: Int(vp.zoom), x: Int((tl.x / 256).rounded()), y: Int((tl.y / 256).rounded()))
    }

    /// The placement rules one spot at a time: point labels only centred on their point (no anchors beside it).
    static var centredOnly: LabelOptions {
        var o = LabelOptions()
        o.pointAnchorGap = nil
        return o
    }

    static func renderer() -> MapRenderer {
        var o = RenderFixtures.options
        o.showsScaleBar = false
        o.labels = centredOnly
        return RenderFixtures.renderer(o)
    }

    /// Whether two placed labels' rotated boxes share area: a separating-axis test on their corners, written apart
    /// from LabelBox so the placer is checked against an independent reference.
    static func overlap(_ a: PlacedLabel, _ b: PlacedLabel, slack: Double = 1e-6) -> Bool {
        let ca = a.corners, cb = b.corners
        for poly in [ca, cb] {
            for i in 0..<4 {
                let p = poly[i], q = poly[(i + 1) % 4]
                let nx = -(q.y - p.y), ny = q.x - p.x
                let pa = ca.map { $0.x * nx + $0.y * ny }, pb = cb.map { $0.x * nx + $0.y * ny }
                if pa.max()! <= pb.min()! + slack * (nx * nx + ny * ny).squareRoot() || pb.max()! <= pa.min()! + slack * (nx * nx + ny * ny).squareRoot() {
                    return false
                }
            }
        }
        return true
    }
}

/// SplitMix64: a seeded generator, so a randomised test fails the same way every run.
struct LabelTestRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

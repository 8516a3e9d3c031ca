import Foundation
import Graphics
import MapCore

/// A TileProvider of made-up streets and places with their labels, as a vector style would give them: for the label
/// benchmark and for looking at labels without an archive. Streets run across tile edges (each tile lists its own
/// piece, clipped a few points past its edge) and places near an edge are listed by every tile whose buffer holds them,
/// as real vector tiles do. Tiles and labels are made on first request and kept, so a frame gets the same arrays back.
public final class LabelDemoTiles: TileProvider {
    public var onChange: (() -> Void)?
    /// False hands out no labels (the same tiles, unlabelled: the label pass's cost is the difference).
    public var labelsEnabled = true
    /// How far past its edges a tile lists geometry, in tile points (vector tiles' buffer).
    public let buffer: Double
    /// Places sit on a grid this many tile points apart, about half the cells holding one (smaller: more candidates).
    public let placeSpacing: Double
    private let pixels: Int
    private var surfaces: [TileID: Surface] = [:]
    private var labelSets: [TileID: TileLabels] = [:]

    private struct Road {
        var name: String
        var points: [PixelPoint]
        var major: Bool
    }

    static let streetNames = ["Mannerheimintie", "Aleksanterinkatu", "Esplanadi", "Bulevardi", "Fredrikinkatu", "Runeberginkatu",
                              "Hämeentie", "Unioninkatu", "Pohjoisranta", "Liisankatu", "Iso Roobertinkatu", "Lönnrotinkatu"]
    static let placeNames = ["Kallio", "Töölö", "Kamppi", "Punavuori", "Москва", "Αθήνα", "القاهرة", "Kruununhaka", "Ullanlinna",
                             "Sörnäinen", "Санкт-Петербург", "Θεσσαλονίκη", "Eira", "Katajanokka", "Vallila", "Hakaniemi"]

    /// `pixels` is the tile image side (256, or 512 at scale 2).
    public init(pixels: Int = 256, buffer: Double = 16, placeSpacing: Double = 128) {
        self.pixels = pixels
        self.buffer = buffer
        self.placeSpacing = max(16, placeSpacing)
    }

    public func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] {
        if let s = surfaces[tile] { return [TilePiece(wholeImage: s)] }
        guard let s = paint(tile) else { return [] }
        surfaces[tile] = s
        return [TilePiece(wholeImage: s)]
    }

    public func labels(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileLabels? {
        guard labelsEnabled else { return nil }
        if let l = labelSets[tile] { return l }
        let l = makeLabels(tile)
        labelSets[tile] = l
        return l
    }

    public func retain(only wanted: Set<TileID>, style: MapStyle) {}
    public func isOffline(style: MapStyle) -> Bool { false }

    private func makeLabels(_ tile: TileID) -> TileLabels {
        let ink = RGBColor(red: 0.2, green: 0.2, blue: 0.22), halo = RGBColor(red: 1, green: 1, blue: 1)
        var out: [LabelCandidate] = []
        for road in roads(in: tile) {
            out.append(LabelCandidate(text: road.name, placement: .line(road.points), fontSize: road.major ? 12 : 11, color: ink,
                                      haloColor: halo, haloWidth: 1.5, priority: road.major ? 10 : 20))
        }
        for (name, p, rank) in places(in: tile) {
            out.append(LabelCandidate(text: name, placement: .point(p), fontSize: 16 - 1.5 * Double(rank), color: RGBColor(red: 0.1, green: 0.1, blue: 0.1),
                                      haloColor: halo, haloWidth: 2, priority: Double(rank)))
        }
        return TileLabels(tile: tile, candidates: out)
    }

    /// Streets on a world-wide pattern at the tile's zoom, clipped to the tile plus its buffer, in tile points.
    private func roads(in tile: TileID) -> [Road] {
        let x0 = Double(tile.x) * 256 - buffer, x1 = Double(tile.x + 1) * 256 + buffer
        let y0 = Double(tile.y) * 256 - buffer, y1 = Double(tile.y + 1) * 256 + buffer
        let origin = PixelPoint(x: Double(tile.x) * 256, y: Double(tile.y) * 256)
        func local(_ x: Double, _ y: Double) -> PixelPoint { PixelPoint(x: x - origin.x, y: y - origin.y) }
        var out: [Road] = []
        // Straight east–west streets every 180 points.
        for j in stride(from: Int((y0 / 180).rounded(.up)), through: Int((y1 / 180).rounded(.down)), by: 1) {
            let y = Double(j) * 180
            out.append(Road(name: Self.streetNames[abs(j) % 6], points: [local(x0, y), local(x1, y)], major: j % 3 == 0))
        }
        // North–south streets every 260 points, leaning a fifth of a point east per point south.
        for i in Int(((x0 - 0.2 * y1) / 260).rounded(.down))...Int(((x1 - 0.2 * y0) / 260).rounded(.up)) {
            let xa = Double(i) * 260 + 0.2 * y0, xb = Double(i) * 260 + 0.2 * y1
            guard max(xa, xb) >= x0, min(xa, xb) <= x1 else { continue }
            out.append(Road(name: Self.streetNames[6 + abs(i) % 6], points: [local(xa, y0), local(xb, y1)], major: false))
        }
        // A winding riverside road every 540 points, sampled every 16.
        for j in Int(((y0 - 40) / 540).rounded(.down))...Int(((y1 + 40) / 540).rounded(.up)) {
            var points: [PixelPoint] = []
            var x = x0
            while x <= x1 {
                let y = Double(j) * 540 + 90 + 30 * sin(x / 90)
                if y >= y0, y <= y1 { points.append(local(x, y)) }
                x += 16
            }
            if points.count >= 2 { out.append(Road(name: "Pohjoisranta", points: points, major: true)) }
        }
        return out
    }

    /// Places on a `placeSpacing` grid (about half the cells hold one), with every tile listing those within its buffer.
    private func places(in tile: TileID) -> [(String, PixelPoint, Int)] {
        let reach = max(buffer, 24)
        let x0 = Double(tile.x) * 256 - reach, x1 = Double(tile.x + 1) * 256 + reach
        let y0 = Double(tile.y) * 256 - reach, y1 = Double(tile.y + 1) * 256 + reach
        var out: [(String, PixelPoint, Int)] = []
        let g = placeSpacing, spread = UInt64(max(1, g * 0.75))
        for cy in Int((y0 / g).rounded(.down))...Int((y1 / g).rounded(.down)) {
            for cx in Int((x0 / g).rounded(.down))...Int((x1 / g).rounded(.down)) {
                var h = UInt64(bitPattern: Int64(cx &* 73_856_093 ^ cy &* 19_349_663 ^ tile.z &* 83_492_791))
                h = (h ^ (h >> 31)) &* 0x7fb5_d329_728e_a185
                h ^= h >> 27
                guard h % 2 == 0 else { continue }
                let x = Double(cx) * g + g / 8 + Double((h >> 8) % spread), y = Double(cy) * g + g / 8 + Double((h >> 20) % spread)
                guard x >= x0, x <= x1, y >= y0, y <= y1 else { continue }
                out.append((Self.placeNames[Int((h >> 32) % UInt64(Self.placeNames.count))],
                            PixelPoint(x: x - Double(tile.x) * 256, y: y - Double(tile.y) * 256), Int((h >> 40) % 3)))
            }
        }
        return out
    }

    private func paint(_ tile: TileID) -> Surface? {
        guard let surface = try? Surface(width: pixels, height: pixels) else { return nil }
        let c = Canvas(surface: surface)
        let k = Double(pixels) / 256
        c.scale(k, k)
        c.clear(RGBColor(red: 0.949, green: 0.937, blue: 0.914))
        c.setRoundJoins()
        for (casing, width) in [(true, 1.6), (false, 0.0)] {
            for road in roads(in: tile) {
                c.newPath()
                c.move(to: road.points[0])
                for p in road.points.dropFirst() { c.line(to: p) }
                c.setColor(casing ? RGBColor(red: 0.8, green: 0.78, blue: 0.75) : RGBColor(red: 1, green: 1, blue: 1))
                c.setLineWidth((road.major ? 9 : 6) + width)
                c.stroke()
            }
        }
        return surface
    }
}

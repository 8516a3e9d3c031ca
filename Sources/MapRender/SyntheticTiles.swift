import Graphics
import MapCore

/// A TileProvider that paints simple map-like tiles in memory: for benchmarks, tests and previews without a network.
/// Tiles are painted on first request and kept; `solidColor` makes every tile one flat colour (for seam checks).
public final class SyntheticTiles: TileProvider {
    /// Reported as the fallback's credit (tests of the attribution while offline).
    public var fallbackAttribution = ""
    public var onChange: (() -> Void)?
    /// Tiles that have no image: the renderer must show a placeholder (or `fallbacks`).
    public var missing: Set<TileID> = []
    /// Stand-in pieces returned for missing tiles that have them.
    public var fallbacks: [TileID: [TilePiece]] = [:]
    public var solidColor: RGBColor?
    public var offline = false
    /// Scale factors the renderer asked with, most recent last (bounded), so tests can check HiDPI requests.
    public private(set) var requestedScales: [Double] = []
    public private(set) var lastRetained: Set<TileID> = []

    private var cache: [TileID: Surface] = [:]
    private let pixels: Int

    /// `pixels` is the tile image side (256, or 512 for @2x tiles).
    public init(pixels: Int = 256, solidColor: RGBColor? = nil) {
        self.pixels = pixels
        self.solidColor = solidColor
    }

    public func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] {
        if requestedScales.count > 64 { requestedScales.removeFirst(32) }
        requestedScales.append(scaleFactor)
        if missing.contains(tile) { return fallbacks[tile] ?? [] }
        if let s = cache[tile] { return [TilePiece(wholeImage: s)] }
        guard let s = paint(tile) else { return [] }
        cache[tile] = s
        return [TilePiece(wholeImage: s)]
    }

    public func retain(only wanted: Set<TileID>, style: MapStyle) { lastRetained = wanted }

    public func isOffline(style: MapStyle) -> Bool { offline }

    /// One tile image, painted now (not cached).
    public func image(for tile: TileID) -> Surface? { paint(tile) }

    private func paint(_ tile: TileID) -> Surface? {
        // Every pixel is painted: opaque, as a JPEG or alpha-less PNG tile decodes.
        guard let surface = try? Surface(width: pixels, height: pixels, opaque: true) else { return nil }
        let c = Canvas(surface: surface)
        let k = Double(pixels) / 256
        c.scale(k, k)
        if let solidColor {
            c.clear(solidColor)
            return surface
        }
        c.clear(RGBColor(red: 0.949, green: 0.937, blue: 0.914))
        // Water and park patches chosen from the address, so neighbours differ but every run is identical.
        if (tile.x + 2 * tile.y) % 5 == 0 {
            c.setColor(RGBColor(red: 0.667, green: 0.827, blue: 0.875))
            c.rectangle(PixelRect(x: 0, y: 140, width: 256, height: 116))
            c.fill()
        }
        if (tile.x * 7 + tile.y) % 3 == 1 {
            c.setColor(RGBColor(red: 0.784, green: 0.98, blue: 0.8))
            c.arc(center: PixelPoint(x: 90, y: 80), radius: 46)
            c.fill()
        }
        // Roads: a grey casing under a white line, crossing at the same places on every tile so they join up.
        for (width, grey) in [(9.0, 0.8), (6.0, 1.0)] {
            c.setColor(red: grey, green: grey, blue: grey)
            c.setLineWidth(width)
            for v in [64.0, 192.0] {
                c.move(to: PixelPoint(x: 0, y: v)); c.line(to: PixelPoint(x: 256, y: v))
                c.move(to: PixelPoint(x: v, y: 0)); c.line(to: PixelPoint(x: v, y: 256))
            }
            c.stroke()
        }
        return surface
    }
}

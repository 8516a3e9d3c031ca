import Foundation

/// Which tiles of a source cover a viewport.
public enum TileCover {
    /// The integer tile zoom a source uses at a fractional view zoom: the nearest level, clamped to its range.
    /// A 512-px source draws one level lower than a 256-px one for the same view.
    public static func tileZoom(for viewZoom: Double, tileSize: Int, zoomRange: ClosedRange<Int>) -> Int {
        let z = Int((viewZoom - log2(Double(tileSize) / Viewport.tileSize)).rounded())
        return min(zoomRange.upperBound, max(zoomRange.lowerBound, z))
    }

    /// Tiles at `tileZoom` covering the viewport, nearest the centre first (so they load first).
    /// Rows above or below the world are skipped; columns wrap around the antimeridian.
    public static func tiles(for viewport: Viewport, tileZoom: Int) -> [VisibleTile] {
        guard !viewport.size.isEmpty, tileZoom >= 0, tileZoom <= 30 else { return [] }
        let tilePoints = viewport.worldSize / Double(1 << tileZoom)
        let tl = viewport.worldPoint(forScreen: .zero)
        let br = viewport.worldPoint(forScreen: PixelPoint(x: viewport.size.width, y: viewport.size.height))
        let n = 1 << tileZoom
        let x0 = Int(floor(tl.x / tilePoints)), x1 = Int(ceil(br.x / tilePoints)) - 1
        let y0 = max(0, Int(floor(tl.y / tilePoints))), y1 = min(n - 1, Int(ceil(br.y / tilePoints)) - 1)
        guard x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096 else { return [] }
        let centre = viewport.centerWorld
        var out: [(VisibleTile, Double)] = []
        out.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
        for y in y0...y1 {
            for x in x0...x1 {
                let world = PixelPoint(x: Double(x) * tilePoints, y: Double(y) * tilePoints)
                let s = viewport.screenPoint(forWorld: world)
                let rect = PixelRect(x: s.x, y: s.y, width: tilePoints, height: tilePoints)
                let dx = world.x + tilePoints / 2 - centre.x, dy = world.y + tilePoints / 2 - centre.y
                out.append((VisibleTile(id: TileID(z: tileZoom, x: x, y: y).wrapped(), screenRect: rect), dx * dx + dy * dy))
            }
        }
        return out.sorted { $0.1 < $1.1 }.map(\.0)
    }
}

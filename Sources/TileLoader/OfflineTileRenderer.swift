import Foundation
import Graphics
import MapCore

/// Draws tiles of the built-in offline style from a WorldBasemap: water, land, a soft shoreline, thin borders,
/// and at street zooms the basemap's city layer (parks, water, buildings, paths and roads).
/// Stateless apart from the immutable basemap, so tiles render in parallel off the main thread.
public struct OfflineTileRenderer: Sendable {
    /// Colours and line widths, in points of a 256-pt tile.
    public struct Palette: Sendable {
        public var water = RGBColor(red: 0.741, green: 0.851, blue: 0.922)     // #bdd9eb light blue
        public var shore = RGBColor(red: 0.659, green: 0.792, blue: 0.882)     // #a8cae1 a shade deeper
        public var land = RGBColor(red: 0.961, green: 0.941, blue: 0.894)      // #f5f0e4 warm light
        public var border = RGBColor(red: 0.62, green: 0.60, blue: 0.58)       // warm grey
        public var shoreWidth = 3.0    // points, half of it shows on the water side
        public var borderWidth = 0.6   // points
        // The street layer (BasemapDetail).
        public var park = RGBColor(red: 0.816, green: 0.902, blue: 0.757)       // #d0e6c1 soft green
        public var building = RGBColor(red: 0.878, green: 0.855, blue: 0.820)   // #e0dad1 light warm grey
        public var buildingEdge = RGBColor(red: 0.816, green: 0.788, blue: 0.749) // #d0c9bf
        public var path = RGBColor(red: 0.710, green: 0.659, blue: 0.596)       // #b5a898 muted brown
        public var minorRoad = RGBColor(red: 1, green: 1, blue: 1)
        public var minorCasing = RGBColor(red: 0.784, green: 0.749, blue: 0.698) // #c8bfb2
        public var majorRoad = RGBColor(red: 0.984, green: 0.839, blue: 0.557)  // #fbd68e warm yellow
        public var majorCasing = RGBColor(red: 0.851, green: 0.647, blue: 0.380) // #d9a561 orange-brown
        public init() {}
    }

    public let basemap: WorldBasemap
    public var palette: Palette

    public init(basemap: WorldBasemap, palette: Palette = Palette()) {
        self.basemap = basemap; self.palette = palette
    }

    /// Renders `tile` at `scale` device pixels per point (a 256 × scale pixel image).
    public func render(_ tile: TileID, scale: Int = 1) throws(ImageError) -> Surface {
        let s = max(1, min(4, scale))
        let px = Int(Viewport.tileSize) * s
        // The water fill below covers every pixel, so a reused pool buffer need not be cleared first.
        let surface = try Surface(width: px, height: px, cleared: false)
        let canvas = Canvas(surface: surface)
        canvas.clear(palette.water)
        guard tile.isValid else { return surface }
        drawWorld(tile, on: canvas, pixels: Double(px), scale: Double(s))
        drawDetail(tile, on: canvas, pixels: Double(px), scale: Double(s))
        return surface
    }

    /// Natural Earth land over the water.
    private func drawWorld(_ tile: TileID, on canvas: Canvas, pixels: Double, scale s: Double) {
        let paths = tilePaths(tile, pixels: pixels, margin: palette.shoreWidth * s + 2)
        guard !paths.isEmpty else { return }
        canvas.setRoundJoins()
        canvas.setEvenOddFill()
        // Shoreline first, so the land fill covers its inner half.
        trace(paths, on: canvas)
        canvas.setColor(palette.shore)
        canvas.setLineWidth(palette.shoreWidth * s)
        canvas.stroke()
        for polygon in paths {
            trace([polygon], on: canvas)
            canvas.setColor(palette.land)
            canvas.fill()
        }
        trace(paths, on: canvas)
        canvas.setColor(palette.border)
        canvas.setLineWidth(palette.borderWidth * s)
        canvas.stroke()
    }

    /// Rings of the polygons touching the tile, in tile pixels, decimated to half a pixel and clipped to the tile plus `margin`.
    func tilePaths(_ tile: TileID, pixels: Double, margin: Double) -> [[[PixelPoint]]] {
        let n = Double(tile.span)
        let scale = pixels * n
        let x0 = Double(tile.x) / n, y0 = Double(tile.y) / n
        let m = margin / scale
        let tileBox = WorldBasemap.Box(minX: x0 - m, minY: y0 - m, maxX: x0 + 1 / n + m, maxY: y0 + 1 / n + m)
        let clip = PixelRect(x: -margin, y: -margin, width: pixels + 2 * margin, height: pixels + 2 * margin)
        var out: [[[PixelPoint]]] = []
        for polygon in basemap.polygons(forZoom: tile.z) where polygon.box.intersects(tileBox) {
            var rings: [[PixelPoint]] = []
            for ring in polygon.rings where ring.box.intersects(tileBox) {
                var pts: [PixelPoint] = []
                pts.reserveCapacity(ring.points.count)
                for p in ring.points {
                    let q = PixelPoint(x: (p.x - x0) * scale, y: (p.y - y0) * scale)
                    if let last = pts.last, abs(q.x - last.x) < 0.5, abs(q.y - last.y) < 0.5 { continue }
                    pts.append(q)
                }
                let clipped = Self.clip(pts, to: clip)
                if clipped.count >= 3 { rings.append(clipped) }
            }
            if !rings.isEmpty { out.append(rings) }
        }
        return out
    }

    private func trace(_ polygons: [[[PixelPoint]]], on canvas: Canvas) {
        canvas.newPath()
        for rings in polygons {
            for ring in rings {
                canvas.move(to: ring[0])
                for p in ring.dropFirst() { canvas.line(to: p) }
                canvas.closePath()
            }
        }
    }

    /// Sutherland–Hodgman against a rectangle: keeps Cairo's fixed-point coordinates small at deep zooms.
    static func clip(_ ring: [PixelPoint], to r: PixelRect) -> [PixelPoint] {
        var pts = ring
        let edges: [(PixelPoint) -> Double] = [{ $0.x - r.minX }, { r.maxX - $0.x }, { $0.y - r.minY }, { r.maxY - $0.y }]
        for inside in edges {
            guard !pts.isEmpty else { return [] }
            var out: [PixelPoint] = []
            out.reserveCapacity(pts.count + 4)
            var prev = pts[pts.count - 1]
            var prevIn = inside(prev)
            for cur in pts {
                let curIn = inside(cur)
                if (curIn >= 0) != (prevIn >= 0) {
                    let t = prevIn / (prevIn - curIn)
                    out.append(PixelPoint(x: prev.x + (cur.x - prev.x) * t, y: prev.y + (cur.y - prev.y) * t))
                }
                if curIn >= 0 { out.append(cur) }
                prev = cur; prevIn = curIn
            }
            pts = out
        }
        return pts
    }
}

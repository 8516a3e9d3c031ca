import Foundation
import Graphics
import MapCore

extension OfflineTileRenderer {
    /// Land is painted over the detail layer's extent from this zoom (Natural Earth's coast is kilometres off there).
    static let detailLandZoom = 11
    /// The detail layer's features are drawn from this zoom.
    static let detailZoom = 12

    /// Where a tile sits in normalised Web Mercator, and how to map that to its pixels.
    struct TileFrame {
        let x0: Double, y0: Double, scale: Double
        let box: WorldBasemap.Box

        init(_ tile: TileID, pixels: Double, margin: Double) {
            let n = Double(tile.span)
            scale = pixels * n
            x0 = Double(tile.x) / n; y0 = Double(tile.y) / n
            let m = margin / scale
            box = WorldBasemap.Box(minX: x0 - m, minY: y0 - m, maxX: x0 + 1 / n + m, maxY: y0 + 1 / n + m)
        }

        func pixel(_ p: WorldBasemap.Point) -> PixelPoint { PixelPoint(x: (p.x - x0) * scale, y: (p.y - y0) * scale) }

        /// The line in tile pixels, dropping points within half a pixel of the last one kept.
        func pixels(_ points: [WorldBasemap.Point]) -> [PixelPoint] {
            var out: [PixelPoint] = []
            out.reserveCapacity(points.count)
            for p in points {
                let q = pixel(p)
                if let last = out.last, abs(q.x - last.x) < 0.5, abs(q.y - last.y) < 0.5 { continue }
                out.append(q)
            }
            if out.count == 1, let p = points.last { out.append(pixel(p)) }
            return out
        }
    }

    /// Road width in points at tile zoom `z`: the z16 width, growing by 2^0.8 a zoom level (paths barely grow).
    static func roadWidth(_ c: BasemapDetail.RoadClass, zoom z: Int) -> Double {
        switch c {
        case .major: return 8 * exp2(Double(z - 16) * 0.8)
        case .minor: return 6 * exp2(Double(z - 16) * 0.8)
        case .path: return min(1.6, max(0.7, 1.1 * exp2(Double(z - 16) * 0.5)))
        }
    }

    /// The city layer, for tiles at street zooms that touch it. Loads the layer on first use.
    func drawDetail(_ tile: TileID, on canvas: Canvas, pixels: Double, scale s: Double) {
        guard tile.z >= Self.detailLandZoom, let loader = basemap.detail else { return }
        let widest = (Self.roadWidth(.major, zoom: tile.z) + 4) * s
        let frame = TileFrame(tile, pixels: pixels, margin: widest)
        guard let detail = loader.detail, detail.bounds.intersects(frame.box) else { return }
        canvas.setRoundJoins()
        canvas.setEvenOddFill()
        // Land under the layer: the world data's coast does not follow the city's shore.
        let b = detail.bounds
        canvas.newPath()
        let nw = frame.pixel(.init(x: b.minX, y: b.minY)), se = frame.pixel(.init(x: b.maxX, y: b.maxY))
        canvas.rectangle(PixelRect(x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y))
        canvas.setColor(palette.land)
        canvas.fill()
        guard tile.z >= Self.detailZoom else { return }

        fillAreas(detail.areas[.park], frame: frame, color: palette.park, on: canvas)
        fillAreas(detail.areas[.water], frame: frame, color: palette.water, on: canvas)
        if tile.z >= 15 {
            fillAreas(detail.areas[.building], frame: frame, color: palette.building,
                      edge: tile.z >= 16 ? (palette.buildingEdge, 0.6 * s) : nil, on: canvas)
        }
        // Sidewalks are mapped as paths in Helsinki: from z14 they would hide the streets.
        if tile.z >= 15 { drawPaths(detail.roads[.path], frame: frame, width: Self.roadWidth(.path, zoom: tile.z) * s, on: canvas) }

        let minor = tile.z >= 13 ? visible(detail.roads[.minor], frame) : []
        let major = visible(detail.roads[.major], frame)
        let minorW = Self.roadWidth(.minor, zoom: tile.z) * s, majorW = Self.roadWidth(.major, zoom: tile.z) * s
        let cased = tile.z >= 14
        // Casings under every fill, so crossings join cleanly.
        if cased { strokeLines(minor, width: minorW + 2 * Self.casing(minorW, s), color: palette.minorCasing, on: canvas) }
        strokeLines(major, width: majorW + 2 * Self.casing(majorW, s), color: palette.majorCasing, on: canvas)
        strokeLines(minor, width: minorW, color: cased ? palette.minorRoad : palette.minorCasing, on: canvas)
        strokeLines(major, width: majorW, color: palette.majorRoad, on: canvas)
    }

    private static func casing(_ width: Double, _ s: Double) -> Double { min(1.5 * s, max(0.5 * s, width * 0.15)) }

    private func visible(_ roads: [BasemapDetail.Road]?, _ frame: TileFrame) -> [[PixelPoint]] {
        guard let roads else { return [] }
        var out: [[PixelPoint]] = []
        for r in roads where r.box.intersects(frame.box) { out.append(frame.pixels(r.points)) }
        return out
    }

    private func strokeLines(_ lines: [[PixelPoint]], width: Double, color: RGBColor, on canvas: Canvas) {
        guard !lines.isEmpty else { return }
        canvas.newPath()
        for line in lines {
            canvas.move(to: line[0])
            for p in line.dropFirst() { canvas.line(to: p) }
        }
        canvas.setColor(color)
        canvas.setLineWidth(width)
        canvas.stroke()
    }

    /// Thin dashed lines; the dashes are cut here because the Canvas has no dash setting.
    private func drawPaths(_ roads: [BasemapDetail.Road]?, frame: TileFrame, width: Double, on canvas: Canvas) {
        let lines = visible(roads, frame)
        guard !lines.isEmpty else { return }
        let on = width * 2.5, period = width * 4.5
        canvas.newPath()
        for line in lines {
            var phase = 0.0   // distance into the current period
            for (a, b) in zip(line, line.dropFirst()) {
                let len = hypot(b.x - a.x, b.y - a.y)
                guard len > 0 else { continue }
                var t = 0.0
                while t < len {
                    let step = min(len - t, phase < on ? on - phase : period - phase)
                    if phase < on {
                        canvas.move(to: PixelPoint(x: a.x + (b.x - a.x) * t / len, y: a.y + (b.y - a.y) * t / len))
                        let u = t + step
                        canvas.line(to: PixelPoint(x: a.x + (b.x - a.x) * u / len, y: a.y + (b.y - a.y) * u / len))
                    }
                    t += step
                    phase = (phase + step).truncatingRemainder(dividingBy: period)
                }
            }
        }
        canvas.setColor(palette.path)
        canvas.setLineWidth(width)
        canvas.stroke()
    }

    private func fillAreas(_ areas: [BasemapDetail.Area]?, frame: TileFrame, color: RGBColor,
                           edge: (RGBColor, Double)? = nil, on canvas: Canvas) {
        guard let areas else { return }
        for a in areas where a.polygon.box.intersects(frame.box) {
            // One fill per polygon: even-odd across overlapping polygons would cancel them out.
            canvas.newPath()
            for ring in a.polygon.rings {
                let pts = frame.pixels(ring.points)
                guard pts.count >= 2 else { continue }
                canvas.move(to: pts[0])
                for p in pts.dropFirst() { canvas.line(to: p) }
                canvas.closePath()
            }
            canvas.setColor(color)
            if let edge {
                canvas.fillPreserve()
                canvas.setColor(edge.0)
                canvas.setLineWidth(edge.1)
                canvas.stroke()
            } else {
                canvas.fill()
            }
        }
    }
}

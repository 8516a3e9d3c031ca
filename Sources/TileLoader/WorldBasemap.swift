import Foundation
import MapCore

/// Land polygons for the built-in offline style, projected once to normalised Web Mercator (0…1 both axes),
/// with bounding boxes for culling and pre-simplified copies for low zooms.
public struct WorldBasemap: Sendable {
    struct Point: Sendable { var x: Double; var y: Double }

    struct Box: Sendable {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        mutating func add(_ p: Point) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        mutating func add(_ b: Box) { minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY) }
        func intersects(_ b: Box) -> Bool { minX <= b.maxX && b.minX <= maxX && minY <= b.maxY && b.minY <= maxY }
    }

    struct Ring: Sendable { var points: [Point]; var box: Box }
    /// First ring is the outline, the rest are holes.
    struct Polygon: Sendable { var rings: [Ring]; var box: Box }

    /// The finest zoom with its own simplified copy; deeper zooms use the full data.
    static let simplifiedLevels = 5

    /// `levels[z]` for z ≤ simplifiedLevels, the full set last.
    let levels: [[Polygon]]

    /// Polygons as rings of coordinates (first ring outer, the rest holes). Rings with fewer than 3 points are dropped.
    public init(polygons: [[[Coordinate]]]) {
        var full: [Polygon] = []
        for poly in polygons {
            if let projected = Self.project(poly) { full.append(projected) }
        }
        var levels: [[Polygon]] = []
        for z in 0...Self.simplifiedLevels {
            // Half a pixel at this zoom, in normalised units.
            let tolerance = 0.5 / (Viewport.tileSize * Double(1 << z))
            levels.append(full.compactMap { Self.simplify($0, tolerance: tolerance) })
        }
        levels.append(full)
        self.levels = levels
    }

    /// The city street layer drawn at street zooms, read on first use (see `BasemapDetailLoader`).
    public var detail: BasemapDetailLoader?

    public var polygonCount: Int { levels.last?.count ?? 0 }

    /// Polygons to draw at tile zoom `z`.
    func polygons(forZoom z: Int) -> [Polygon] { z <= Self.simplifiedLevels ? levels[max(0, z)] : levels[levels.count - 1] }

    /// Rings projected to normalised Web Mercator; nil when the outline has fewer than 3 points.
    static func project(_ poly: [[Coordinate]]) -> Polygon? {
        let rings = poly.compactMap { ring -> Ring? in
            Self.ring(ring.map { Self.point($0) })
        }
        guard let outer = rings.first else { return nil }
        return Polygon(rings: rings, box: outer.box)
    }

    static func point(_ c: Coordinate) -> Point {
        Point(x: WebMercator.normalizedX(longitude: c.longitude), y: WebMercator.normalizedY(latitude: c.latitude))
    }

    static func ring(_ pts: [Point]) -> Ring? {
        guard pts.count >= 3 else { return nil }
        var box = Box()
        for p in pts { box.add(p) }
        return Ring(points: pts, box: box)
    }

    /// Radial-distance decimation; drops rings that shrink below the tolerance.
    private static func simplify(_ poly: Polygon, tolerance: Double) -> Polygon? {
        let t2 = tolerance * tolerance
        var rings: [Ring] = []
        for (i, r) in poly.rings.enumerated() {
            if r.box.maxX - r.box.minX < tolerance && r.box.maxY - r.box.minY < tolerance {
                if i == 0 { return nil } else { continue }
            }
            var out: [Point] = [r.points[0]]
            for p in r.points.dropFirst() {
                let last = out[out.count - 1]
                if (p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y) >= t2 { out.append(p) }
            }
            if let ring = ring(out) { rings.append(ring) } else if i == 0 { return nil }
        }
        return Polygon(rings: rings, box: poly.box)
    }
}

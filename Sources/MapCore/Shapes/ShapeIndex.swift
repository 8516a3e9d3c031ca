import Foundation

/// Lines and areas for viewport queries: a packed R-tree over pieces of at most `chunkSize` vertices of every line
/// and over every polygon, each piece simplified (Douglas-Peucker, `LineSimplifier`) to half a pixel at the top of
/// the query's zoom band (one band per whole zoom), lazily and cached. A long track is culled piece by piece, so at
/// street zoom only its pieces in view are simplified; a polygon is always handed out whole.
/// Antimeridian-safe: paths are unwrapped (no jump across the world), and a query looks one world to each side.
/// Memory: 16 bytes per vertex (projected) plus 4 (importance, made when a part is first seen) plus the cache of
/// simplified pieces, capped at `cacheBudget` points beyond the band in use. Not thread-safe: one thread queries.
public final class ShapeIndex {
    /// Vertices per line piece (culling unit at high zoom).
    public static let chunkSize = 1024
    /// Simplified points kept for bands other than the one last queried.
    public static let cacheBudget = 2_000_000
    /// The highest band (a deeper zoom uses its tolerance).
    static let maxBand = 24

    public let shapes: [PlaceShape]
    /// Every ring or line part, projected.
    private let parts: [[PixelPoint]]
    private var importance: [[Float]?]
    /// A line piece: part and vertex range; a polygon: its rings' parts.
    private struct Entry { let shape: Int32; let part: Int32; let first: Int32; let end: Int32; let isArea: Bool }
    private let entries: [Entry]
    private let entryBoxes: [(Double, Double, Double, Double)]
    private let shapeBoxes: [(Double, Double, Double, Double)]
    private let tree: PackedRTree
    private var cache: [Int: [PixelPoint]] = [:]
    private var cacheBands: [Int: Int] = [:]
    private var cachedPoints = 0
    private var stack: [Int] = []
    private var seen: [UInt32]
    private var stamp: UInt32 = 0
    private var hits: [Int] = []

    /// Vertices in every shape.
    public let vertexCount: Int

    /// Projects every vertex once. - Complexity: O(vertices + pieces log pieces).
    public init(_ shapes: [PlaceShape]) {
        self.shapes = shapes
        var parts: [[PixelPoint]] = [], entries: [Entry] = [], boxes: [(Double, Double, Double, Double)] = []
        var shapeBoxes: [(Double, Double, Double, Double)] = []
        var vertices = 0
        for (s, shape) in shapes.enumerated() {
            var sb = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            func grow(_ b: (Double, Double, Double, Double)) {
                sb = (min(sb.0, b.0), min(sb.1, b.1), max(sb.2, b.2), max(sb.3, b.3))
            }
            switch shape.geometry {
            case .lines(let lines):
                for line in lines where !line.isEmpty {
                    let points = Self.project(line, near: nil)
                    vertices += points.count
                    let p = Int32(parts.count)
                    parts.append(points)
                    // Pieces overlap by one vertex so they join.
                    var first = 0
                    repeat {
                        let end = min(first + Self.chunkSize, points.count)
                        let b = Self.box(points[first..<end])
                        entries.append(Entry(shape: Int32(s), part: p, first: Int32(first), end: Int32(end), isArea: false))
                        boxes.append(b); grow(b)
                        first = end - 1
                    } while first < points.count - 1
                }
            case .areas(let polygons):
                for polygon in polygons where !polygon.isEmpty && !polygon[0].isEmpty {
                    let outer = Self.project(polygon[0], near: nil)
                    let first = Int32(parts.count)
                    parts.append(outer)
                    for hole in polygon.dropFirst() where !hole.isEmpty { parts.append(Self.project(hole, near: outer[0].x)) }
                    for r in Int(first)..<parts.count { vertices += parts[r].count }
                    let b = Self.box(outer[...])
                    entries.append(Entry(shape: Int32(s), part: first, first: 0, end: Int32(parts.count) - first, isArea: true))
                    boxes.append(b); grow(b)
                }
            }
            shapeBoxes.append(sb)
        }
        self.parts = parts; self.entries = entries; self.entryBoxes = boxes; self.shapeBoxes = shapeBoxes
        importance = Array(repeating: nil, count: parts.count)
        tree = PackedRTree(boxes)
        seen = Array(repeating: 0, count: entries.count)
        vertexCount = vertices
    }

    /// The band (whole zoom, 0…24) a zoom falls in.
    public static func band(forZoom zoom: Double) -> Int {
        guard zoom.isFinite else { return 0 }
        return max(0, min(maxBand, Int(zoom.rounded(.down))))
    }

    /// Half a pixel (point) at the top of the band, in world units.
    public static func tolerance(band: Int) -> Double { 0.5 / (256 * exp2(Double(band + 1))) }

    /// Shapes with a piece in `bounds` (which may cross the antimeridian), in index order, simplified for `zoom`.
    public func shapes(in bounds: GeoBounds, zoom: Double) -> [ShapeInView] {
        guard !entries.isEmpty else { return [] }
        let band = Self.band(forZoom: zoom)
        let x0 = WebMercator.normalizedX(longitude: bounds.west)
        var x1 = WebMercator.normalizedX(longitude: bounds.east)
        if bounds.crossesAntimeridian { x1 += 1 }
        let y0 = WebMercator.normalizedY(latitude: bounds.north), y1 = WebMercator.normalizedY(latitude: bounds.south)
        stamp &+= 1
        if stamp == 0 { for i in seen.indices { seen[i] = 0 }; stamp = 1 }
        hits.removeAll(keepingCapacity: true)
        // Paths are unwrapped and may lie up to a world east or west of 0…1: look at the neighbours too.
        for shift in -1...1 {
            let s = Double(shift)
            tree.search(x0 + s, y0, x1 + s, y1, stack: &stack) { e in
                if seen[e] != stamp { seen[e] = stamp; hits.append(e) }
            }
        }
        hits.sort()
        evictIfNeeded(keeping: band)
        var result: [ShapeInView] = []
        var i = 0
        while i < hits.count {
            let s = Int(entries[hits[i]].shape)
            var lines: [[PixelPoint]] = [], polygons: [[[PixelPoint]]] = []
            while i < hits.count, Int(entries[hits[i]].shape) == s {
                let e = entries[hits[i]]
                if e.isArea {
                    polygons.append((0..<Int(e.end)).map { ring(Int(e.part) + $0, band: band) })
                } else {
                    lines.append(piece(hits[i], band: band))
                }
                i += 1
            }
            let b = shapeBoxes[s]
            result.append(ShapeInView(index: s, shape: shapes[s], lines: lines, polygons: polygons,
                                      minX: b.0, minY: b.1, maxX: b.2, maxY: b.3))
        }
        return result
    }

    /// Works out every part's simplification order now (the slow part of a first query: Douglas-Peucker over every
    /// vertex), so a builder thread pays for it and the main thread's first frame does not.
    public func prepare() {
        for part in parts.indices { _ = importance(of: part) }
    }

    /// Simplified points cached now (tests and the bench read it).
    public var cachedPointCount: Int { cachedPoints }

    private func piece(_ entry: Int, band: Int) -> [PixelPoint] {
        let key = entry &* 32 &+ band
        if let hit = cache[key] { return hit }
        let e = entries[entry]
        let imp = importance(of: Int(e.part))
        let points = parts[Int(e.part)]
        let threshold = LineSimplifier.threshold(tolerance: Self.tolerance(band: band))
        let first = Int(e.first), last = Int(e.end) - 1
        var out: [PixelPoint] = [points[first]]
        if last > first {
            for k in (first + 1)..<last where imp[k] > threshold { out.append(points[k]) }
            out.append(points[last])
        }
        store(out, key: key, band: band)
        return out
    }

    private func ring(_ part: Int, band: Int) -> [PixelPoint] {
        // Rings are keyed after every piece's key, so the two never collide.
        let key = -(part &* 32 &+ band) - 1
        if let hit = cache[key] { return hit }
        let imp = importance(of: part)
        let points = parts[part]
        let threshold = LineSimplifier.threshold(tolerance: Self.tolerance(band: band))
        var out: [PixelPoint] = []
        for k in points.indices where imp[k] > threshold { out.append(points[k]) }
        store(out, key: key, band: band)
        return out
    }

    private func importance(of part: Int) -> [Float] {
        if let known = importance[part] { return known }
        let made = LineSimplifier.importance(of: parts[part])
        importance[part] = made
        return made
    }

    private func store(_ points: [PixelPoint], key: Int, band: Int) {
        cache[key] = points; cacheBands[key] = band
        cachedPoints += points.count
    }

    /// Past the budget, forgets every band but the one in use (a zoom through many bands stays bounded).
    private func evictIfNeeded(keeping band: Int) {
        guard cachedPoints > Self.cacheBudget else { return }
        for (key, b) in cacheBands where b != band {
            cachedPoints -= cache[key]?.count ?? 0
            cache[key] = nil; cacheBands[key] = nil
        }
    }

    /// Normalised Web Mercator, x unwrapped along the path (no step over half a world), the first point's x taken
    /// into the world nearest `near` (a hole's outer ring) when given.
    static func project(_ coordinates: [Coordinate], near: Double?) -> [PixelPoint] {
        var out: [PixelPoint] = []
        out.reserveCapacity(coordinates.count)
        var previous = near
        for c in coordinates {
            var x = WebMercator.normalizedX(longitude: c.longitude)
            if let p = previous { x -= (x - p).rounded() }
            out.append(PixelPoint(x: x, y: WebMercator.normalizedY(latitude: c.latitude)))
            previous = x
        }
        return out
    }

    static func box(_ points: ArraySlice<PixelPoint>) -> (Double, Double, Double, Double) {
        var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for p in points { b = (min(b.0, p.x), min(b.1, p.y), max(b.2, p.x), max(b.3, p.y)) }
        return b
    }
}

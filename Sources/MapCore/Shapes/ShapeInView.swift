/// A shape as one viewport query found it: its model, and its paths simplified for that zoom, in pixel space
/// (Web Mercator world units, 0…1 across the world at every zoom; x unwrapped along a path, so it may pass 1 or 0
/// where the shape crosses the antimeridian). Multiply by `Viewport.worldSize` for world pixels.
public struct ShapeInView: Sendable {
    /// The shape's position in its index (stable draw order and identity for caches).
    public let index: Int
    public let shape: PlaceShape
    /// Line pieces (`.lines` shapes): each a run of a part, consecutive pieces of a part share their end points.
    public let lines: [[PixelPoint]]
    /// Polygons (`.areas` shapes): each its outer ring then its holes, closed, whole (a fill needs every ring).
    public let polygons: [[[PixelPoint]]]
    /// The box of every vertex (not only the simplified ones), in the same units.
    public let minX, minY, maxX, maxY: Double

    public init(index: Int, shape: PlaceShape, lines: [[PixelPoint]], polygons: [[[PixelPoint]]],
                minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.index = index; self.shape = shape; self.lines = lines; self.polygons = polygons
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// How many vertices the query handed out (what a frame draws).
    public var vertexCount: Int {
        lines.reduce(0) { $0 + $1.count } + polygons.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
    }
}

/// A feature's decoded geometry: parts (points, lines or polygon rings) stored flat to keep allocations few.
/// For polygons each part is a closed ring (the closing point is not repeated); exterior rings have positive
/// area in the tile's y-down grid, holes negative, as MVT 2.1 says.
public struct VectorGeometry: Sendable {
    /// Every part's points, one after another.
    public var points: [VectorPoint]
    /// Where each part starts in `points`; part i ends where part i+1 starts (or at the end).
    public var partStarts: [Int]

    public init(points: [VectorPoint] = [], partStarts: [Int] = []) {
        self.points = points; self.partStarts = partStarts
    }

    public var partCount: Int { partStarts.count }

    /// The points of part `i`.
    public func part(_ i: Int) -> ArraySlice<VectorPoint> {
        let end = i + 1 < partStarts.count ? partStarts[i + 1] : points.count
        return points[partStarts[i]..<end]
    }
}

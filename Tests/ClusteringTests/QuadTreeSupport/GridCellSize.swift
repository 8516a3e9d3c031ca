/// Side of the square grid cells used by `QuadTree.gridClusters`, in screen points, per zoom.
public struct GridCellSize: Hashable, Sendable {
    /// Cell side in screen points where no zoom-specific size is set.
    public var points: Double = 64
    /// Overrides by integer zoom (the fractional part of a zoom is dropped).
    public var byZoom: [Int: Double] = [:]

    public init(points: Double = 64, byZoom: [Int: Double] = [:]) { self.points = points; self.byZoom = byZoom }

    public func points(atZoom zoom: Double) -> Double {
        let z = zoom.isFinite ? Int(zoom.rounded(.down)) : 0
        let p = byZoom[z] ?? points
        return p.isFinite && p > 0 ? p : 64
    }
}

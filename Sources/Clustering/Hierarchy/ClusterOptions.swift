/// Settings of a hierarchical clusterer, with supercluster's defaults.
public struct ClusterOptions: Hashable, Sendable {
    /// Cluster radius in pixels of a tile `extent` wide.
    public var radius: Double = 40
    /// Tile side in pixels the radius is measured against.
    public var extent: Double = 512
    /// Lowest zoom that gets its own level.
    public var minZoom: Int = 0
    /// Highest zoom that clusters; `maxZoom + 1` shows every point on its own.
    public var maxZoom: Int = 16
    /// Fewest points that make a cluster.
    public var minPoints: Int = 2

    public init(radius: Double = 40, extent: Double = 512, minZoom: Int = 0, maxZoom: Int = 16, minPoints: Int = 2) {
        self.radius = radius; self.extent = extent; self.minZoom = minZoom; self.maxZoom = maxZoom; self.minPoints = minPoints
    }

    /// The highest zoom a level exists for (zoom levels are 0...30 so ids and level bytes stay small).
    public static let zoomLimit = 30

    /// Throws when a value would make clustering meaningless.
    public func validate() throws(ClusterError) {
        guard radius.isFinite, radius >= 0 else { throw .invalidRadius(radius) }
        guard extent.isFinite, extent > 0 else { throw .invalidExtent(extent) }
        guard minZoom >= 0, maxZoom <= Self.zoomLimit - 1, minZoom <= maxZoom else {
            throw .invalidZoomRange(min: minZoom, max: maxZoom)
        }
        guard minPoints >= 1 else { throw .invalidMinPoints(minPoints) }
    }

    /// The search radius at `zoom` in normalised Mercator units (the world is 1 wide).
    func normalizedRadius(zoom: Int) -> Double { radius / (extent * Double(1 << zoom)) }
}

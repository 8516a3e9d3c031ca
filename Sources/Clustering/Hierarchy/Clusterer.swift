import MapCore

/// What the map needs from any clustering engine; built once, immutable, queried from any thread.
public protocol Clusterer<Payload>: Sendable {
    associatedtype Payload: Sendable

    /// Builds the index. Throws for invalid options or inconsistent input.
    init(points: [ClusterPoint<Payload>], options: ClusterOptions) throws(ClusterError)

    var options: ClusterOptions { get }
    /// Number of input points.
    var pointCount: Int { get }

    /// Clusters and single points inside `bounds` at `zoom`. `bounds` may cross the antimeridian
    /// (west > east) or be odd (NaN, wider than the world): it is clamped, never trapped on.
    /// Fractional zooms use the level below; zooms outside the range are clamped.
    func clusters(in bounds: GeoBounds, zoom: Double) -> [ClusterResult<Payload>]

    /// The clusters and points one level down that a cluster was made of.
    func children(of id: ClusterID) throws(ClusterError) -> [ClusterResult<Payload>]

    /// The input points inside a cluster, `limit` of them after skipping `offset`.
    func leaves(of id: ClusterID, limit: Int, offset: Int) throws(ClusterError) -> [ClusterPoint<Payload>]

    /// The zoom at which a cluster splits; `options.maxZoom + 1` or more means it never does
    /// (its members share one position as far as the clusterer can tell).
    func expansionZoom(of id: ClusterID) throws(ClusterError) -> Int
}

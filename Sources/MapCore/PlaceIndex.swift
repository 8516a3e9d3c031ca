/// What the map queries for what to draw; built off the main thread, immutable once built.
public protocol PlaceIndex: Sendable {
    /// Every place the index was built from.
    var placeCount: Int { get }
    /// Places and clusters inside `bounds` (which may cross the antimeridian) at a view zoom.
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem]
    /// The places inside a cluster, `limit` of them from `offset`.
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place]
}

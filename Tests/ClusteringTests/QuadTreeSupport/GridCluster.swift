import MapCore

/// Several points sharing one grid cell.
public struct GridCluster: Hashable, Sendable {
    /// Stable for the same zoom level and cell: derived from both.
    public let id: UInt64
    public let count: Int
    /// Mean position of the members.
    public let center: PixelPoint
    /// Smallest box holding the members (zero-sized when they coincide).
    public let bounds: PixelRect
    public let column: Int
    public let row: Int
}

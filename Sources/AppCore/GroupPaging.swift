/// Where the rest of a listed cluster comes from when it holds more places than one page of the list:
/// the list grows a page at a time, so every place of even a huge crowd at one spot can be opened.
public struct GroupPaging: Hashable, Sendable {
    public let clusterID: UInt64
    /// How many places the cluster holds in all.
    public let total: Int
}

/// The clusters one level made, copied out of the growing cluster table so another core can read them.
struct ClusterSlice: Sendable {
    /// Index of the first cluster in the table.
    let first: Int
    let count: FlatArray<UInt32>
    let zoom: FlatArray<UInt8>
    let origin: FlatArray<UInt32>
    /// `count.count + 1` offsets into the table's children; `children` holds the table's from `childStart[0]` on.
    let childStart: FlatArray<UInt32>
    let children: FlatArray<UInt32>
}

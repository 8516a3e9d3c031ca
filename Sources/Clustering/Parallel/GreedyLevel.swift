/// What the greedy visit of one level reads and writes, as views (valid until the level's arrays change).
/// Two `GreedySide`s share it; each writes only the state of items within the radius of its own items.
struct GreedyLevel: @unchecked Sendable {
    let pos: FlatView<Spot>
    let count: FlatView<UInt32>
    let rank: FlatView<UInt32>
    let entry: FlatView<UInt32>
    /// `ItemState` raw values.
    let state: FlatView<UInt8>
    /// Candidates (items with a neighbour) as rank << 32 | slot, in data order.
    let candidates: FlatView<UInt64>
    let candidateCount: Int
    /// Neighbour lists from the neighbour pass (levels are cut only when they have them), see `HierarchyBuilder.nbBegin`.
    let nbCount: FlatView<UInt8>
    let nbBegin: FlatView<UInt32>
    let list: FlatView<UInt32>
    let grid: HierarchyBuilder.Grid
    let r: Double
    let pointCount: Int
    let minPoints: UInt64
    /// Offsets of the grid's cells (for items whose neighbours were not listed).
    let cellStart: FlatView<UInt32>
    /// The builder's cluster table: bounds and origin leaves of earlier levels' clusters (not appended to
    /// while the sides visit).
    let table: ClusterColumns
    /// For minPoints > 2: the origin rank of each item claimed by a too-small group (else unused).
    let groupRank: FlatView<UInt32>?
}

/// What the greedy visit of a level has done with an item: one byte per item in `HierarchyBuilder.state`.
enum ItemState: UInt8 {
    /// Not yet visited or claimed.
    case untouched = 0
    /// Visited; it claimed nothing, or too little for a cluster (it passes to the next level as it is).
    case visited = 1
    /// Visited and made a cluster, which takes its place in the next level.
    case clusterOrigin = 2
    /// Claimed into another item's cluster: it leaves the level.
    case absorbed = 3
    /// Claimed by a group too small for a cluster (minPoints > 2): it passes on, right after the group's origin.
    case inSmallGroup = 4
}

extension HierarchyBuilder {
    /// `nbCount` of an item whose neighbours were not listed (more than `listCap`, or a level too large for
    /// lists): the greedy visit searches the grid for them instead.
    static let noList = UInt8.max
}

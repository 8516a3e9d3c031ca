import Foundation

/// Builds a `ClusterHierarchy` level by level from the top zoom down, with supercluster's greedy rule:
/// items are visited in data order; an unvisited item claims every unvisited item within the radius and
/// becomes a cluster when the claimed total reaches `minPoints`.
///
/// Each level is kept in spatial order (bucketed into a square grid whose cells are at least the radius
/// wide), so the neighbour search reads 3×3 cells; the greedy pass visits only items that have a neighbour,
/// sorted by data order (their `rank`). Isolated items are copied through untouched.
struct HierarchyBuilder {
    let options: ClusterOptions
    let pointCount: Int

    // The current level, in spatial order.
    /// Positions, interleaved so a neighbour test reads one cache line.
    var pos: FlatArray<Spot>
    var count: FlatArray<UInt32>
    var rank: FlatArray<UInt32>
    var entry: FlatArray<UInt32>
    var n: Int

    // Asleep points: they cannot have a neighbour yet, bucketed by the zoom at which they wake (see `prepareWake`).
    var asleepPos = FlatArray<Spot>(uninitializedCount: 0)
    var asleepRank = FlatArray<UInt32>(uninitializedCount: 0)
    var asleepEntry = FlatArray<UInt32>(uninitializedCount: 0)
    /// Bucket b holds the points that wake at zoom `maxZoom - b`; the last bucket never wakes.
    var bucketStart: [Int] = []

    // Second buffers the next ordering is written into, then swapped in; reused so levels fault no new pages.
    var sparePos = FlatArray<Spot>(reservingCapacity: 16)
    var spareCount = FlatArray<UInt32>(reservingCapacity: 16)
    var spareRank = FlatArray<UInt32>(reservingCapacity: 16)
    var spareEntry = FlatArray<UInt32>(reservingCapacity: 16)
    // Per-level scratch, reused.
    let cellOf: FlatArray<UInt32>
    let cellStart: FlatArray<UInt32>
    /// Whether the per-level scratch was lent by the caller for reuse: then it keeps its largest size, so its
    /// pages stay mapped for the next build.
    let keepsScratch: Bool
    let state: FlatArray<UInt8>
    let newEntry: FlatArray<UInt32>
    /// Per item with a neighbour: where its neighbour list starts in `neighbourList`, and its length
    /// (`noList` when longer than `listCap`, then the greedy pass searches the grid itself).
    let nbBegin: FlatArray<UInt32>
    let nbCount: FlatArray<UInt8>
    let neighbourList: FlatArray<UInt32>
    /// Chunks of a pipelined level's neighbour pass, small enough that a late second core still takes some.
    static let maxChunks = 8
    /// Longest neighbour list kept; crowded spots (many points at one place) fall back to a grid search.
    static let listCap = 64
    /// Levels with more items than this build no neighbour lists, which keeps a 1M-point build's peak memory.
    static let listedLevelLimit = 250_000
    /// The level size past which no lists are built; `listedLevelLimit` except in tests that force the search.
    var maxListedLevel = HierarchyBuilder.listedLevelLimit

    // The cluster table, appended to as levels are made.
    let table: ClusterColumns
    let cZoom: FlatArray<UInt8>
    var cCount: FlatArray<UInt32> { table.count }
    var cChildStart: FlatArray<UInt32> { table.childStart }
    var children: FlatArray<UInt32> { table.children }
    var cOrigin: FlatArray<UInt32> { table.originLeaf }
    var cX: FlatArray<Double> { table.x }
    var cY: FlatArray<Double> { table.y }
    /// Normalised bounds per cluster: minX, minY, maxX, maxY, rounded outward.
    var cBounds: FlatArray<Float> { table.bounds }

    /// Entries that stopped being visible, by the lowest zoom they show at (index = zoom - minZoom).
    var groupBuffers: [FlatArray<QueryItem>]
    /// Query groups already being built in the background (a group is complete once its level is done).
    let groupResults: FlatResultBox<QueryGroup>
    var groupStarted: [Bool]
    let groupWork = DispatchGroup()
    /// How large levels' greedy visits are shared between threads, and how many were cut in two / visited by two threads.
    var greedySplit = GreedySplit.shared
    var splitLevels = 0
    /// Candidates a level needs before it is cut in two sides; `sharedGreedyCandidates` except in tests that
    /// force the cut on small inputs.
    var minCandidatesToSplit = HierarchyBuilder.sharedGreedyCandidates
    var helpedLevels = 0
    /// Levels listed item by item because a spot was too crowded for pairs (see `listNeighbours`).
    var crowdedLevels = 0
    /// Whether cluster centres and bounds are turned into degrees during the build (else on read, see
    /// `ClusterHierarchy.convertsOnRead`).
    let convertsToDegrees: Bool
    /// Converts and hands off each finished level on another core (nil for large builds, see `pipelinedPointLimit`).
    var pipeline: LevelPipeline?

    /// - Parameters: `x`, `y` normalised positions, `rank` the data order (unique), `entry` the point index;
    ///   all of count `pointCount`, in any order (a spatial one makes the first level cheaper).
    /// Wake buckets given by the caller (aligned with the inputs), or nil to compute them.
    let givenBuckets: FlatArray<UInt8>?

    /// `wakeBuckets`, when given, must come from `HierarchyBuilder.wakeBuckets` over a superset of these points
    /// with the same options (a superset only makes points wake earlier, which is safe).
    /// `degrees: false` leaves centres and bounds normalised, for indexes that read few of them.
    /// `levelSink`, when given, receives every level's clusters in table order on another core before `build()`
    /// returns, but only when the build is pipelined (`pipeline != nil`); large builds never call it.
    init(options: ClusterOptions, positions: FlatArray<Spot>, rank: FlatArray<UInt32>, entry: FlatArray<UInt32>,
         wakeBuckets: FlatArray<UInt8>? = nil, levelSink: (@Sendable (ClusterSlice) -> Void)? = nil,
         scratch lent: LevelScratch? = nil, degrees: Bool = true) {
        convertsToDegrees = degrees
        let scratch = lent ?? LevelScratch()
        keepsScratch = lent != nil
        cellStart = scratch.cellStart; cellOf = scratch.cellOf; state = scratch.state; newEntry = scratch.newEntry
        nbBegin = scratch.nbBegin; nbCount = scratch.nbCount; neighbourList = scratch.neighbourList
        self.options = options
        givenBuckets = wakeBuckets
        pointCount = positions.count
        n = positions.count
        pos = positions; self.rank = rank; self.entry = entry
        count = FlatArray(repeating: 1, count: n)
        // About 0.6 clusters per point in uniform and city data alike; a close guess avoids regrowth slack.
        let guess = max(16, n * 2 / 3)
        // The table and index buffers fill over the whole build: huge pages would count their partly written
        // tails in full, which a large build's peak cannot afford (smaller builds keep the fewer faults).
        let huge = positions.count <= Self.pipelinedPointLimit
        table = ClusterColumns(expected: guess, hugePages: huge)
        cZoom = FlatArray(reservingCapacity: guess, hugePages: huge)
        let levels = options.maxZoom + 2 - options.minZoom
        groupBuffers = (0..<levels).map { _ in FlatArray<QueryItem>(reservingCapacity: 16, hugePages: huge) }
        groupResults = FlatResultBox(count: levels)
        groupStarted = [Bool](repeating: false, count: levels)
        pipeline = positions.count <= Self.pipelinedPointLimit ? LevelPipeline(expectedClusters: guess, sink: levelSink) : nil
    }

    /// Builds query group `k` on another core while the levels below are made: its entries are final.
    /// Very large groups wait for the end, so their sorted copy does not add to the build's peak memory.
    mutating func startGroup(_ k: Int) {
        let buffer = groupBuffers[k], results = groupResults
        guard buffer.count < 200_000 else { return }
        groupStarted[k] = true
        // On the pipeline's queue when there is one, so the neighbour pass never waits behind it for a core.
        BuildLane.async(group: groupWork, queue: pipeline?.queue) {
            results.set(k, QueryGroup(unsorted: buffer))
        }
    }

    /// Runs every level and assembles the read-only hierarchy.
    /// - Complexity: O(levels · (n + grid cells)) plus the greedy visits, which touch each item's 3×3 cells.
    mutating func build() -> ClusterHierarchy {
        var trace = BuildTrace()
        defer { trace.flush("build") }
        if n > 0 {
            prepareWake()
            trace.mark("wake")
            trace.flush("prep")
            for z in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
                wake(bucket: options.maxZoom - z)
                if n > 0 { clusterLevel(zoom: z) }
                handOffFinishedClusters()
                startGroup(z + 1 - options.minZoom)
            }
        }
        // Whatever is left shows from the lowest zoom up, including points that never had a neighbour.
        for s in 0..<n { finalize(slot: s, firstVisibleZoom: options.minZoom) }
        if let last = bucketStart.last, bucketStart.count >= 2 {
            let zTop = UInt8(options.maxZoom + 1)
            for i in bucketStart[bucketStart.count - 2]..<last {
                groupBuffers[0].append(QueryItem(x: asleepPos[i].x, y: asleepPos[i].y, entry: asleepEntry[i], visibleTo: zTop))
            }
        }
        trace.mark("finalize")
        releaseLevelBuffers()
        let h = assemble()
        trace.mark("assemble")
        h.checkInvariants()
        return h
    }

    /// Once most asleep points have woken, moves the rest into small arrays and frees the large ones.
    mutating func compactAsleep(after b: Int) {
        let from = bucketStart[b + 1], end = bucketStart[bucketStart.count - 1]
        let remaining = end - from
        guard asleepPos.count > 1024, remaining * 4 < asleepPos.count else { return }
        let p = FlatArray<Spot>(uninitializedCount: remaining), r = FlatArray<UInt32>(uninitializedCount: remaining)
        let e = FlatArray<UInt32>(uninitializedCount: remaining)
        p.copy(from: asleepPos, at: from, to: 0, count: remaining)
        r.copy(from: asleepRank, at: from, to: 0, count: remaining)
        e.copy(from: asleepEntry, at: from, to: 0, count: remaining)
        asleepPos = p; asleepRank = r; asleepEntry = e
        for k in 0..<bucketStart.count { bucketStart[k] = max(0, bucketStart[k] - from) }
    }

    /// Gives back every per-level buffer before the index is assembled, so they do not add to the peak.
    mutating func releaseLevelBuffers() {
        for a in [count, rank, entry, spareCount, spareRank, spareEntry, asleepRank, asleepEntry]
            + (keepsScratch ? [] : [cellOf, newEntry, nbBegin, cellStart, neighbourList])
            as [FlatArray<UInt32>] { a.setCount(0); a.shrinkToFit() }
        for a in [pos, sparePos, asleepPos] as [FlatArray<Spot>] { a.setCount(0); a.shrinkToFit() }
        if !keepsScratch { state.setCount(0); state.shrinkToFit(); nbCount.setCount(0); nbCount.shrinkToFit() }
        n = 0
    }

}

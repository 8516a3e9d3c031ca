import Foundation

/// Work on finished levels that another core does while the builder makes the next one: the degree
/// conversion of cluster centres and bounds, and an optional consumer of each level's clusters (the
/// category roll-up of `PlaceClusterSource`). Slices run in table order on one serial queue.
final class LevelPipeline: @unchecked Sendable {
    let queue = DispatchQueue(label: "pinmap.cluster-levels", qos: .userInitiated)
    let group = DispatchGroup()
    // Written only on `queue`; read after `group` is waited on.
    let latitude: FlatArray<Double>
    let longitude: FlatArray<Double>
    let boundsDegrees: FlatArray<Float>
    let sink: (@Sendable (ClusterSlice) -> Void)?
    /// Clusters already handed off (builder thread only).
    var handed = 0
    /// A lowered build's last queued slice, signalled when it is done (builder thread only).
    private var lastSlice: DispatchSemaphore?

    init(expectedClusters: Int, sink: (@Sendable (ClusterSlice) -> Void)?) {
        latitude = FlatArray(reservingCapacity: expectedClusters)
        longitude = FlatArray(reservingCapacity: expectedClusters)
        boundsDegrees = FlatArray(reservingCapacity: expectedClusters * 4)
        self.sink = sink
    }

    /// Runs `work` for every chunk in `0..<chunks`, on this thread and on a helper thread; returns when all chunks
    /// are done. Unlike `concurrentPerform`, a late helper never leaves a chunk waiting: this thread takes whatever
    /// is not yet claimed. The helper does not queue behind the level work (that left the pass to one core).
    /// `then`, when given, runs on the helper thread after its chunks (even when it arrives too late for any).
    func share(chunks: Int, then: (@Sendable () -> Void)? = nil, _ work: @escaping @Sendable (Int) -> Void) {
        let claims = ChunkClaims(total: chunks)
        BuildLane.async(group: group, queue: DispatchQueue.global(qos: .userInteractive)) {
            while let c = claims.claim() { work(c); claims.finish() }
            then?()
        }
        while let c = claims.claim() { work(c); claims.finish() }
        claims.waitAll()
    }

    /// Runs `work` on the pipeline's core after the work given before it (builder thread only). A lowered build's
    /// slices each take a lowered thread that first waits for the slice before.
    func inOrder(_ work: @escaping @Sendable () -> Void) {
        guard BuildLane.isLowered else { queue.async(group: group, execute: work); return }
        let previous = lastSlice, mine = DispatchSemaphore(value: 0)
        lastSlice = mine
        BuildLane.async(group: group, queue: nil) { previous?.wait(); work(); mine.signal() }
    }

    /// Appends the degree form of normalised centres `x`, `y` and bounds `bounds` (4 per cluster).
    func convert(x: FlatArray<Double>, y: FlatArray<Double>, bounds: FlatArray<Float>) {
        let m = x.count, at = latitude.count
        for a in [latitude, longitude] as [FlatArray<Double>] { a.reserve(extra: m); a.setCount(at + m) }
        boundsDegrees.reserve(extra: 4 * m); boundsDegrees.setCount(4 * (at + m))
        let la = latitude.view, lo = longitude.view, bd = boundsDegrees.view
        let xv = x.view, yv = y.view, bv = bounds.view
        for c in 0..<m {
            la[at + c] = NormalizedMercator.latitude(y: yv[c])
            lo[at + c] = NormalizedMercator.longitude(x: xv[c])
            let d = 4 * (at + c)
            (bd[d], bd[d + 1], bd[d + 2], bd[d + 3])
                = HierarchyBuilder.boundsInDegrees(minX: bv[4 * c], minY: bv[4 * c + 1], maxX: bv[4 * c + 2], maxY: bv[4 * c + 3])
        }
    }
}

import Foundation

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

    init(expectedClusters: Int, sink: (@Sendable (ClusterSlice) -> Void)?) {
        latitude = FlatArray(reservingCapacity: expectedClusters)
        longitude = FlatArray(reservingCapacity: expectedClusters)
        boundsDegrees = FlatArray(reservingCapacity: expectedClusters * 4)
        self.sink = sink
    }

    /// Runs `work` for every chunk in `0..<chunks`, on this thread and on a helper thread; returns when all chunks
    /// are done. Unlike `concurrentPerform`, a late helper never leaves a chunk waiting: this thread takes whatever
    /// is not yet claimed. The helper does not queue behind the level work (that left the pass to one core).
    func share(chunks: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let claims = ChunkClaims(total: chunks)
        DispatchQueue.global(qos: .userInteractive).async(group: group) {
            while let c = claims.claim() { work(c); claims.finish() }
        }
        while let c = claims.claim() { work(c); claims.finish() }
        claims.waitAll()
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
            let minX = Double(bv[4 * c]), minY = Double(bv[4 * c + 1])
            let maxX = Double(bv[4 * c + 2]), maxY = Double(bv[4 * c + 3])
            let d = 4 * (at + c)
            bd[d] = HierarchyBuilder.floatDown(NormalizedMercator.longitude(x: minX))
            bd[d + 1] = HierarchyBuilder.floatDown(NormalizedMercator.latitude(y: maxY))
            bd[d + 2] = HierarchyBuilder.floatUp(NormalizedMercator.longitude(x: maxX))
            bd[d + 3] = HierarchyBuilder.floatUp(NormalizedMercator.latitude(y: minY))
        }
    }
}

/// Chunks handed out to whichever thread asks first, and a count of those finished.
final class ChunkClaims: @unchecked Sendable {
    private let condition = NSCondition()
    private let total: Int
    // Guarded by `condition`.
    private var next = 0
    private var done = 0

    init(total: Int) { self.total = total }

    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        guard next < total else { return nil }
        next += 1
        return next - 1
    }

    func finish() {
        condition.lock(); defer { condition.unlock() }
        done += 1
        if done == total { condition.broadcast() }
    }

    func waitAll() {
        condition.lock(); defer { condition.unlock() }
        while done < total { condition.wait() }
    }
}

extension HierarchyBuilder {
    /// Builds up to this many points convert and hand off each level as it finishes; larger ones convert in
    /// place at the end, so the second copy of the centres does not add to a 1M-point build's peak memory.
    static let pipelinedPointLimit = 400_000

    /// Copies the clusters made since the last hand-off and queues their conversion (and the sink) on the
    /// pipeline's core. Their entries are final: later levels only read them.
    mutating func handOffFinishedClusters() {
        guard let pipeline else { return }
        let a = pipeline.handed, b = cCount.count
        guard b > a else { return }
        pipeline.handed = b
        let m = b - a
        func slice<T>(_ src: FlatArray<T>, _ from: Int, _ n: Int) -> FlatArray<T> {
            let f = FlatArray<T>(uninitializedCount: n)
            f.copy(from: src, at: from, to: 0, count: n)
            return f
        }
        let x = slice(cX, a, m), y = slice(cY, a, m), bounds = slice(cBounds, 4 * a, 4 * m)
        let c0 = Int(cChildStart[a]), c1 = Int(cChildStart[b])
        let clusters = pipeline.sink == nil ? nil : ClusterSlice(
            first: a, count: slice(cCount, a, m), zoom: slice(cZoom, a, m),
            origin: slice(cOrigin, a, m), childStart: slice(cChildStart, a, m + 1),
            children: slice(children, c0, c1 - c0))
        pipeline.queue.async(group: pipeline.group) {
            pipeline.convert(x: x, y: y, bounds: bounds)
            if let clusters, let sink = pipeline.sink { sink(clusters) }
        }
    }
}

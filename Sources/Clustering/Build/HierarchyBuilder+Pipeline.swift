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
        // Subset indexes convert on read (`ClusterHierarchy.convertsOnRead`): nothing to copy for them.
        let conversion = convertsToDegrees ? (x: slice(cX, a, m), y: slice(cY, a, m), bounds: slice(cBounds, 4 * a, 4 * m)) : nil
        let c0 = Int(cChildStart[a]), c1 = Int(cChildStart[b])
        let clusters = pipeline.sink == nil ? nil : ClusterSlice(
            first: a, count: slice(cCount, a, m), zoom: slice(cZoom, a, m),
            origin: slice(cOrigin, a, m), childStart: slice(cChildStart, a, m + 1),
            children: slice(children, c0, c1 - c0))
        pipeline.inOrder {
            if let conversion { pipeline.convert(x: conversion.x, y: conversion.y, bounds: conversion.bounds) }
            if let clusters, let sink = pipeline.sink { sink(clusters) }
        }
    }
}

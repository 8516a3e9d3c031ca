import Foundation

extension HierarchyBuilder {
    func assemble() -> ClusterHierarchy {
        if pipeline == nil && convertsToDegrees { convertToDegreesInPlace() }
        let buffers = groupBuffers, results = groupResults
        let remaining = groupBuffers.indices.filter { !groupStarted[$0] }
        BuildLane.perform(iterations: remaining.count) { i in
            results.set(remaining[i], QueryGroup(unsorted: buffers[remaining[i]]))
        }
        groupWork.wait()
        let groups = results.values()
        var lat = cY, lon = cX, bounds = cBounds
        if let pipeline {
            pipeline.group.wait()
        }
        if let pipeline, convertsToDegrees {
            lat = pipeline.latitude; lon = pipeline.longitude; bounds = pipeline.boundsDegrees
            for a in [cX, cY] as [FlatArray<Double>] { a.setCount(0); a.shrinkToFit() }
            cBounds.setCount(0); cBounds.shrinkToFit()
            for a in [lon, lat] as [FlatArray<Double>] { a.shrinkToFit() }
            bounds.shrinkToFit()
        }
        for a in [cCount, cChildStart, children, cOrigin] as [FlatArray<UInt32>] { a.shrinkToFit() }
        cZoom.shrinkToFit()
        return ClusterHierarchy(options: options, pointCount: pointCount, clusterCount: cCount, clusterZoom: cZoom,
                                childStart: cChildStart, children: children, originLeaf: cOrigin,
                                centerLatitude: lat, centerLongitude: lon, boundsDegrees: bounds, groups: groups,
                                convertsOnRead: !convertsToDegrees)
    }

    /// Degrees for every cluster once, so queries do no trigonometry; converted in place to save memory.
    func convertToDegreesInPlace() {
        let total = cCount.count
        let lon = cX, lat = cY, bounds = cBounds
        let chunks = total > 50_000 ? 2 : 1
        BuildLane.perform(iterations: chunks) { part in
            let lo = total * part / chunks, hi = total * (part + 1) / chunks
            let la = lat.view, lo2 = lon.view, bv = bounds.view
            for c in lo..<hi {
                la[c] = NormalizedMercator.latitude(y: la[c])
                lo2[c] = NormalizedMercator.longitude(x: lo2[c])
                (bv[4 * c], bv[4 * c + 1], bv[4 * c + 2], bv[4 * c + 3])
                    = Self.boundsInDegrees(minX: bv[4 * c], minY: bv[4 * c + 1], maxX: bv[4 * c + 2], maxY: bv[4 * c + 3])
            }
        }
        for a in [lon, lat] as [FlatArray<Double>] { a.shrinkToFit() }
        bounds.shrinkToFit()
    }

    /// Normalised bounds to west, south, east, north in degrees, rounded outward to Float.
    @inline(__always)
    static func boundsInDegrees(minX: Float, minY: Float, maxX: Float, maxY: Float) -> (Float, Float, Float, Float) {
        (floatDown(NormalizedMercator.longitude(x: Double(minX))), floatDown(NormalizedMercator.latitude(y: Double(maxY))),
         floatUp(NormalizedMercator.longitude(x: Double(maxX))), floatUp(NormalizedMercator.latitude(y: Double(minY))))
    }
}

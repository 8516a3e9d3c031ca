import Foundation
import MapCore
import Testing
@testable import Clustering

/// A hierarchy that keeps centres and bounds normalised (what category subsets build) must describe every
/// cluster exactly as one converted to degrees during the build.
struct ClusterHierarchyTests {
    static func build(degrees: Bool) -> ClusterHierarchy {
        var g = TestPoints.LCG(state: 41)
        let n = 20_000
        let pos = FlatArray<Spot>(uninitializedCount: n), ids = FlatArray<UInt32>(uninitializedCount: n)
        for i in 0..<n {
            pos[i] = Spot(x: NormalizedMercator.x(longitude: -175 + g.next() * 350),
                          y: NormalizedMercator.y(latitude: -84 + g.next() * 168))
            ids[i] = UInt32(i)
        }
        var b = HierarchyBuilder(options: ClusterOptions(), positions: pos, rank: ids, entry: FlatArray(ids.toArray()),
                                 degrees: degrees)
        return b.build()
    }

    @Test func convertingOnReadGivesTheNodesOfABuildInDegrees() {
        let converted = Self.build(degrees: true), onRead = Self.build(degrees: false)
        #expect(!converted.convertsOnRead && onRead.convertsOnRead)
        #expect(converted.clusterTotal == onRead.clusterTotal && converted.clusterTotal > 5_000)
        // Stored values differ (degrees against normalised units), the nodes they give do not.
        #expect(converted.centerLatitude[0] != onRead.centerLatitude[0])
        let differing = (0..<converted.clusterTotal).filter { converted.node(cluster: $0) != onRead.node(cluster: $0) }
        #expect(differing.isEmpty, "clusters \(differing.prefix(5)) differ")
    }
}

import Foundation
import MapCore
import Testing
@testable import Clustering

struct HierarchicalClustererTests {
    @Test func everyPointIsCountedOnceAtEveryZoom() throws {
        let points = TestPoints.uniform(3000)
        let index = try HierarchicalClusterer(points: points)
        for z in 0...17 {
            let r = index.clusters(in: .world, zoom: Double(z))
            #expect(TestPoints.total(r) == 3000, "zoom \(z)")
            let leaves = try TestPoints.leafPayloads(index, r)
            #expect(leaves.count == 3000 && Set(leaves).count == 3000, "zoom \(z)")
        }
    }

    @Test func levelsCoarsenAsZoomDecreases() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(5000))
        let counts = (0...17).map { index.clusters(in: .world, zoom: Double($0)).count }
        for z in 0..<17 { #expect(counts[z] <= counts[z + 1]) }
        #expect(counts[17] == 5000)
        #expect(counts[0] < 200)
    }

    @Test func clusterCentreIsCountWeightedMeanOfChildrenInMercator() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(2000))
        for case .cluster(let c) in index.clusters(in: .world, zoom: 3) {
            let kids = try index.children(of: c.id)
            #expect(kids.count >= 2)
            #expect(TestPoints.total(kids) == c.count)
            var sx = 0.0, sy = 0.0
            for k in kids {
                sx += NormalizedMercator.x(longitude: k.coordinate.longitude) * Double(k.count)
                sy += NormalizedMercator.y(latitude: k.coordinate.latitude) * Double(k.count)
            }
            let x = sx / Double(c.count), y = sy / Double(c.count)
            #expect(abs(NormalizedMercator.x(longitude: c.center.longitude) - x) < 1e-9)
            #expect(abs(NormalizedMercator.y(latitude: c.center.latitude) - y) < 1e-9)
            for leaf in try index.leaves(of: c.id, limit: .max, offset: 0) {
                #expect(c.bounds.contains(leaf.coordinate))
            }
        }
    }

    @Test func leavesPageWithLimitAndOffset() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(2000))
        let big = index.clusters(in: .world, zoom: 0).compactMap { r -> ClusterNode? in
            if case .cluster(let c) = r { return c } else { return nil }
        }.max { $0.count < $1.count }!
        let all = try index.leaves(of: big.id, limit: .max, offset: 0).map(\.payload)
        #expect(all.count == big.count)
        var paged: [Int] = []
        var offset = 0
        while offset < big.count {
            paged += try index.leaves(of: big.id, limit: 7, offset: offset).map(\.payload)
            offset += 7
        }
        #expect(paged == all)
        #expect(try index.leaves(of: big.id, limit: 0, offset: 0).isEmpty)
        #expect(try index.leaves(of: big.id, limit: 5, offset: big.count).isEmpty)
    }

    @Test func expansionZoomShowsTheClusterSplit() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(2000))
        for case .cluster(let c) in index.clusters(in: .world, zoom: 2) {
            let z = try index.expansionZoom(of: c.id)
            #expect(z > 2)
            // At the expansion zoom, the cluster's leaves are spread over more than one result.
            let leaves = Set(try index.leaves(of: c.id, limit: .max, offset: 0).map(\.payload))
            let holders = try index.clusters(in: .world, zoom: Double(z)).filter { r in
                !Set(try TestPoints.leafPayloads(index, [r])).isDisjoint(with: leaves)
            }
            #expect(holders.count >= 2)
        }
    }

    @Test func unknownClusterIDsThrowTypedErrors() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(50))
        let bogus = ClusterID(rawValue: 3)
        #expect(throws: ClusterError.unknownCluster(bogus)) { try index.children(of: bogus) }
        #expect(throws: ClusterError.unknownCluster(bogus)) { try index.leaves(of: bogus, limit: 1, offset: 0) }
        #expect(throws: ClusterError.unknownCluster(ClusterID(rawValue: 1 << 40))) { try index.expansionZoom(of: ClusterID(rawValue: 1 << 40)) }
    }

    @Test func idsAreStableForTheSameInput() throws {
        let pts = TestPoints.uniform(1500)
        let a = try HierarchicalClusterer(points: pts), b = try HierarchicalClusterer(points: pts)
        for z in [1.0, 4.0, 9.0] {
            let ia = a.clusters(in: .world, zoom: z).compactMap { if case .cluster(let c) = $0 { c.id } else { nil } }
            let ib = b.clusters(in: .world, zoom: z).compactMap { if case .cluster(let c) = $0 { c.id } else { nil } }
            #expect(Set(ia) == Set(ib))
        }
    }

    @Test func radiusZeroMergesOnlyIdenticalPoints() throws {
        var pts = TestPoints.uniform(300)
        pts += [TestPoints.point(10, 20, 1000), TestPoints.point(10, 20, 1001)]
        let index = try HierarchicalClusterer(points: pts, options: ClusterOptions(radius: 0))
        let r = index.clusters(in: .world, zoom: 0)
        #expect(r.count == 301)
        #expect(r.filter { $0.count == 2 }.count == 1)
    }
}

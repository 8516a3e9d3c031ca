import Foundation
import MapCore
import Testing
@testable import Clustering

/// Odd inputs by name: none may trap, and no query may return a point twice.
struct HostileInputTests {
    static func noDuplicates(_ index: HierarchicalClusterer<Int>, _ r: [ClusterResult<Int>]) throws -> Bool {
        let leaves = try TestPoints.leafPayloads(index, r)
        return Set(leaves).count == leaves.count
    }

    @Test func emptyInput() throws {
        let index = try HierarchicalClusterer<Int>(points: [])
        #expect(index.pointCount == 0)
        for z in [-3.0, 0, 5.5, 17, 99] { #expect(index.clusters(in: .world, zoom: z).isEmpty) }
        #expect(index.tile(z: 0, x: 0, y: 0).isEmpty)
    }

    @Test func onePoint() throws {
        let index = try HierarchicalClusterer(points: [TestPoints.point(60.17, 24.94, 42)])
        for z in 0...18 {
            let r = index.clusters(in: .world, zoom: Double(z))
            #expect(r.count == 1)
            if case .single(let p) = r.first { #expect(p.payload == 42) } else { Issue.record("expected a single") }
        }
    }

    @Test func aCrowdOfTwentyThousandAtOnePointBuildsInLinearWork() throws {
        // Found pair by pair, 20,000 places at one point would make 200 million pairs (1.6 GB); the level is
        // listed item by item instead, so this builds in a blink and a few megabytes.
        let crowd = (0..<20_000).map { TestPoints.point(60.1699, 24.9384, $0) }
        let spread = (0..<20_000).map { i in TestPoints.point(60.10 + Double(i % 200) * 0.001, 24.80 + Double(i / 200) * 0.003, 20_000 + i) }
        let index = try HierarchicalClusterer(points: crowd + spread)
        let all = crowd + spread
        let pos = FlatArray(all.map { Spot(x: NormalizedMercator.x(longitude: $0.coordinate.longitude),
                                           y: NormalizedMercator.y(latitude: $0.coordinate.latitude)) })
        let ids = FlatArray((0..<UInt32(all.count)).map { $0 })
        var builder = HierarchyBuilder(options: index.options, positions: pos, rank: ids, entry: FlatArray(ids.toArray()))
        let hierarchy = builder.build()
        #expect(builder.crowdedLevels > 0, "the crowd's levels are listed item by item")
        #expect(hierarchy.clusterTotal == index.clusterTotal)
        let top = index.clusters(in: .world, zoom: Double(index.options.maxZoom))
        #expect(top.contains { $0.count == 20_000 }, "the crowd stays one cluster at the highest clustered zoom")
        #expect(TestPoints.total(index.clusters(in: .world, zoom: 3)) == 40_000)
    }

    @Test func allPointsAtOneCoordinateStayOneClusterWithListableLeaves() throws {
        let pts = (0..<500).map { TestPoints.point(60.1699, 24.9384, $0) }
        let index = try HierarchicalClusterer(points: pts)
        for z in 0...16 {
            let r = index.clusters(in: .world, zoom: Double(z))
            #expect(r.count == 1, "zoom \(z)")
            guard case .cluster(let c) = r.first else { Issue.record("expected a cluster at \(z)"); continue }
            #expect(c.count == 500)
            #expect(try index.expansionZoom(of: c.id) > index.options.maxZoom)
            let leaves = try index.leaves(of: c.id, limit: 1000, offset: 0)
            #expect(Set(leaves.map(\.payload)) == Set(0..<500))
            #expect(c.bounds.west <= 24.9384 && c.bounds.east >= 24.9384)
        }
    }

    @Test func pointsOnTheAntimeridianAndAtPlusMinus85() throws {
        let pts = [TestPoints.point(0, 180, 0), TestPoints.point(0, -180, 1), TestPoints.point(85, 10, 2),
                   TestPoints.point(-85, 10, 3), TestPoints.point(89.9, -179.99, 4), TestPoints.point(-90, 179.99, 5),
                   TestPoints.point(90, 0, 6)]
        let index = try HierarchicalClusterer(points: pts)
        for z in 0...17 {
            let r = index.clusters(in: .world, zoom: Double(z))
            #expect(TestPoints.total(r) == pts.count)
            #expect(try Self.noDuplicates(index, r))
        }
    }

    @Test func bboxCrossingTheAntimeridian() throws {
        let pts = [TestPoints.point(0, 179, 0), TestPoints.point(0, -179, 1), TestPoints.point(0, 0, 2),
                   TestPoints.point(0, 180, 3), TestPoints.point(0, -180, 4)]
        let index = try HierarchicalClusterer(points: pts)
        let r = index.clusters(in: GeoBounds(west: 170, south: -10, east: -170, north: 10), zoom: 17)
        #expect(Set(r.compactMap { if case .single(let p) = $0 { p.payload } else { nil } }) == [0, 1, 3, 4])
        #expect(try Self.noDuplicates(index, r))
        // The same box written with east beyond 180.
        let r2 = index.clusters(in: GeoBounds(west: 170, south: -10, east: 190, north: 10), zoom: 17)
        #expect(r2.count == 4)
    }

    @Test func bboxWithWestGreaterThanEastNaNOrWiderThanTheWorld() throws {
        let pts = TestPoints.uniform(800)
        let index = try HierarchicalClusterer(points: pts)
        let wide = index.clusters(in: GeoBounds(west: -500, south: -90, east: 500, north: 90), zoom: 4)
        #expect(TestPoints.total(wide) == 800)
        #expect(try Self.noDuplicates(index, wide))
        let nan = index.clusters(in: GeoBounds(west: .nan, south: .nan, east: .nan, north: .nan), zoom: 4)
        #expect(TestPoints.total(nan) == 800)
        let inf = index.clusters(in: GeoBounds(west: -.infinity, south: -.infinity, east: .infinity, north: .infinity), zoom: 4)
        #expect(TestPoints.total(inf) == 800)
        let flipped = index.clusters(in: GeoBounds(west: 100, south: 50, east: -100, north: -50), zoom: 6)
        #expect(try Self.noDuplicates(index, flipped))
        let swapped = index.clusters(in: GeoBounds(west: -180, south: 90, east: 180, north: -90), zoom: 4)
        #expect(TestPoints.total(swapped) == 800)
    }

    @Test func zoomBelowMinAboveMaxAndFractional() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(600))
        let z0 = index.clusters(in: .world, zoom: 0).count
        #expect(index.clusters(in: .world, zoom: -5).count == z0)
        #expect(index.clusters(in: .world, zoom: 100).count == 600)
        #expect(index.clusters(in: .world, zoom: .infinity).count == 600)
        #expect(index.clusters(in: .world, zoom: .nan).count == z0)
        #expect(index.clusters(in: .world, zoom: 3.9).count == index.clusters(in: .world, zoom: 3).count)
    }

    @Test func radiusZeroIsAccepted() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(100), options: ClusterOptions(radius: 0))
        #expect(index.clusters(in: .world, zoom: 0).count == 100)
    }

    @Test func extentZeroIsRejectedWithATypedError() {
        #expect(throws: ClusterError.invalidExtent(0)) {
            try HierarchicalClusterer(points: TestPoints.uniform(10), options: ClusterOptions(extent: 0))
        }
        #expect(throws: ClusterError.invalidRadius(-1)) {
            try HierarchicalClusterer(points: TestPoints.uniform(10), options: ClusterOptions(radius: -1))
        }
        #expect(throws: ClusterError.invalidZoomRange(min: 5, max: 2)) {
            try HierarchicalClusterer(points: TestPoints.uniform(10), options: ClusterOptions(minZoom: 5, maxZoom: 2))
        }
        #expect(throws: ClusterError.payloadCountMismatch(points: 1, payloads: 0)) {
            try HierarchicalClusterer<Int>(coordinates: [Coordinate(clampingLatitude: 0, wrappingLongitude: 0)], payloads: [])
        }
    }

    @Test func minZoomAboveZeroAndNarrowRanges() throws {
        let pts = TestPoints.uniform(400)
        let index = try HierarchicalClusterer(points: pts, options: ClusterOptions(minZoom: 3, maxZoom: 5))
        for z in -1...8 { #expect(TestPoints.total(index.clusters(in: .world, zoom: Double(z))) == 400) }
        #expect(index.clusters(in: .world, zoom: 6).count == 400)
    }

    @Test func oddTileAddressesReturnNothing() throws {
        let index = try HierarchicalClusterer(points: TestPoints.uniform(100))
        #expect(index.tile(z: -1, x: 0, y: 0).isEmpty)
        #expect(index.tile(z: 2, x: 4, y: 0).isEmpty)
        #expect(index.tile(z: 40, x: 0, y: 0).isEmpty)
    }
}

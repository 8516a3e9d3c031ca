import MapCore
import Testing
@testable import Clustering

struct QuadTreeTests {
    static func tree(_ pts: [(Double, Double)], capacity: Int = 4, bounds: PixelRect = PixelRect(x: 0, y: 0, width: 256, height: 256)) -> QuadTree<Int> {
        var t = QuadTree<Int>(bounds: bounds, bucketCapacity: capacity)
        for (i, p) in pts.enumerated() { t.insert(PixelPoint(x: p.0, y: p.1), payload: i) }
        return t
    }

    @Test func insertRefusesPointsOutsideTheHalfOpenBounds() {
        var t = QuadTree<Int>(bounds: PixelRect(x: 0, y: 0, width: 10, height: 10))
        let inside = t.insert(PixelPoint(x: 0, y: 0), payload: 0)
        let east = t.insert(PixelPoint(x: 10, y: 5), payload: 1)
        let south = t.insert(PixelPoint(x: 5, y: 10), payload: 2)
        let nan = t.insert(PixelPoint(x: .nan, y: 5), payload: 3)
        #expect(inside && !east && !south && !nan)
        #expect(t.count == 1)
    }

    @Test func queryMatchesBruteForceAfterManySplits() {
        var g = TestPoints.LCG(state: 3)
        let pts = (0..<2000).map { _ in (g.next() * 256, g.next() * 256) }
        let t = Self.tree(pts, capacity: 3)
        for _ in 0..<50 {
            let r = PixelRect(x: g.next() * 200, y: g.next() * 200, width: g.next() * 100, height: g.next() * 60)
            let got = Set(t.points(in: r).map(\.payload))
            let want = Set(pts.indices.filter { r.contains(PixelPoint(x: pts[$0].0, y: pts[$0].1)) })
            #expect(got == want)
        }
    }

    @Test func pointsOnQuadrantEdgesAreCountedOnce() {
        // Exactly on the split lines at several depths.
        let pts = [(128.0, 128.0), (128, 0), (0, 128), (64, 64), (192, 192), (128, 64), (64, 128)]
        let t = Self.tree(pts + pts.map { ($0.0, $0.1) }, capacity: 1)
        let all = t.points(in: t.bounds).map(\.payload)
        #expect(all.count == 14 && Set(all).count == 14)
        let halves = t.points(in: PixelRect(x: 0, y: 0, width: 128, height: 256)).count
            + t.points(in: PixelRect(x: 128, y: 0, width: 128, height: 256)).count
        #expect(halves == 14)
    }

    @Test func identicalPointsDoNotSplitForever() {
        let t = Self.tree(Array(repeating: (10.5, 20.25), count: 300), capacity: 2)
        #expect(t.points(in: PixelRect(x: 10, y: 20, width: 1, height: 1)).count == 300)
    }

    @Test func gridClustersANonSquareRegion() {
        // A wide, short region: BentoMap derived maxX from maxY, which only a square box hides.
        var pts: [(Double, Double)] = []
        for i in 0..<40 { pts.append((Double(i) * 6 + 1, 3)) }     // a row across the width
        pts.append((250, 30))                                          // outside the region (too low)
        let t = Self.tree(pts, capacity: 4)
        let region = PixelRect(x: 0, y: 0, width: 256, height: 16)
        let r = t.gridClusters(in: region, zoom: 0, cellSize: GridCellSize(points: 32))
        let total = r.reduce(0) { n, c in
            switch c { case .single: return n + 1; case .cluster(let g): return n + g.count }
        }
        #expect(total == 40)
        // 240 pt of points in 32-pt cells: columns 0...7.
        let columns = Set(r.compactMap { if case .cluster(let g) = $0 { g.column } else { nil } })
        #expect(columns == Set(0...7))
    }

    @Test func gridCellSizeFollowsZoomAndOverrides() {
        let pts = [(10.0, 10.0), (10.2, 10.2)]
        let t = Self.tree(pts)
        // 64-pt cells at zoom 0 are 64 units: one cluster.
        let z0 = t.gridClusters(in: t.bounds, zoom: 0)
        #expect(z0.count == 1)
        // At zoom 10 a 64-pt cell is 1/16 unit: the points split.
        #expect(t.gridClusters(in: t.bounds, zoom: 10).count == 2)
        // An override of 1024 pt at zoom 10 joins them again.
        #expect(t.gridClusters(in: t.bounds, zoom: 10, cellSize: GridCellSize(byZoom: [10: 1024])).count == 1)
        if case .cluster(let c) = z0.first {
            #expect(c.count == 2)
            #expect(abs(c.center.x - 10.1) < 1e-9 && abs(c.center.y - 10.1) < 1e-9)
            #expect(c.bounds == PixelRect(x: 10, y: 10, width: 0.1999999999999993, height: 0.1999999999999993) || c.bounds.minX == 10)
        }
    }

    @Test func gridClusterIDsAreStablePerZoomAndCell() {
        let t = Self.tree([(10, 10), (11, 11), (200, 200), (201, 201)])
        let a = t.gridClusters(in: t.bounds, zoom: 1).compactMap { if case .cluster(let c) = $0 { c.id } else { nil } }
        let b = t.gridClusters(in: t.bounds, zoom: 1).compactMap { if case .cluster(let c) = $0 { c.id } else { nil } }
        #expect(a == b && a.count == 2 && Set(a).count == 2)
    }
}

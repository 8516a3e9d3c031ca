import Foundation
import Testing
@testable import Clustering

/// A point is set aside until the zoom at which something could come within the radius of it; waking late
/// would lose clusters, waking early only costs time. `HierarchyBuilder.wakeBuckets` refines lone points on
/// coarser grids so they wake no earlier than their true nearest neighbour calls for.
struct WakeBucketTests {
    static let options = ClusterOptions(radius: 50, extent: 256, minZoom: 0, maxZoom: 20, minPoints: 2)

    /// The bucket of a point whose nearest neighbour is exactly `d` away (brute force reference).
    static func exactBucket(_ d2: Double) -> UInt8 {
        HierarchyBuilder.bucket(squaredDistance: d2, limits: HierarchyBuilder.wakeLimits(options))
    }

    static func nearestSquared(_ p: [Spot], _ i: Int) -> Double {
        var best = Double.infinity
        for j in p.indices where j != i {
            let dx = p[i].x - p[j].x, dy = p[i].y - p[j].y
            best = min(best, dx * dx + dy * dy)
        }
        return best
    }

    @Test func everyPointWakesNoLaterThanItsNearestNeighbourAllowsAndLonePointsNoEarlier() {
        // A dense city core and sparse outskirts: most outskirts points have no neighbour within the first cell.
        var g = TestPoints.LCG(state: 31)
        var spots: [Spot] = []
        for _ in 0..<1_500 { spots.append(Spot(x: 0.5700 + g.next() * 0.0004, y: 0.2900 + g.next() * 0.0004)) }
        for _ in 0..<500 { spots.append(Spot(x: 0.5600 + g.next() * 0.02, y: 0.2800 + g.next() * 0.02)) }
        let buckets = HierarchyBuilder.wakeBuckets(positions: FlatArray(spots), options: Self.options).toArray()
        var exact = 0
        for i in spots.indices {
            let want = Self.exactBucket(Self.nearestSquared(spots, i))
            // Never later than the nearest neighbour allows (that would lose clusters).
            #expect(buckets[i] <= want, "point \(i) wakes at bucket \(buckets[i]), after \(want)")
            if buckets[i] == want { exact += 1 }
        }
        // Refinement stops once at most max(256, n/256) points are still open; the rest are exact.
        #expect(exact >= spots.count - 256)
    }

    @Test func farApartPairsWakeOnlyAtTheZoomTheirDistanceCallsFor() {
        // 200 pairs of points 0.01 apart (400 km at the equator), 0.04 from the next pair, and 20k points packed
        // into a town: the first grid's cells (about 0.0007 wide) are far narrower than a pair's distance.
        var spots: [Spot] = []
        for i in 0..<200 {
            let x = 0.05 + Double(i % 20) * 0.04, y = 0.05 + Double(i / 20) * 0.04
            spots.append(Spot(x: x, y: y)); spots.append(Spot(x: x + 0.01, y: y))
        }
        var g = TestPoints.LCG(state: 32)
        for _ in 0..<20_000 { spots.append(Spot(x: 0.9 + g.next() * 0.001, y: 0.9 + g.next() * 0.001)) }
        let buckets = HierarchyBuilder.wakeBuckets(positions: FlatArray(spots), options: Self.options).toArray()
        let want = Self.exactBucket(0.01 * 0.01)
        #expect((0..<400).allSatisfy { buckets[$0] == want })
        // A build's own single pass only knows "farther than one cell", so it wakes the pairs much earlier.
        var b = HierarchyBuilder(options: Self.options, positions: FlatArray(spots),
                                 rank: FlatArray((0..<UInt32(spots.count)).map { $0 }),
                                 entry: FlatArray((0..<UInt32(spots.count)).map { $0 }))
        let single = b.computeBuckets()
        let slot = (0..<spots.count).first { b.entry[$0] == 0 }!
        #expect(single[slot] + 2 <= want)
    }

    @Test func aCityInsideOneCellOfAWorldWideGridStillWakesNoLaterThanAllowed() {
        // Places over the whole world and 50,000 in one city: the world-wide grid's cells are capped, so the city
        // falls into a few cells, where a search gives up after `nearestBudget` items and wakes the point at once.
        var g = TestPoints.LCG(state: 33)
        var spots: [Spot] = []
        for _ in 0..<5_000 { spots.append(Spot(x: g.next(), y: 0.1 + g.next() * 0.8)) }
        for _ in 0..<50_000 { spots.append(Spot(x: 0.5693 + g.next() * 0.0006, y: 0.2905 + g.next() * 0.0003)) }
        let buckets = HierarchyBuilder.wakeBuckets(positions: FlatArray(spots), options: Self.options).toArray()
        for i in stride(from: 0, to: spots.count, by: 97) {
            let want = Self.exactBucket(Self.nearestSquared(spots, i))
            #expect(buckets[i] <= want, "point \(i) wakes at bucket \(buckets[i]), after \(want)")
        }
    }
}

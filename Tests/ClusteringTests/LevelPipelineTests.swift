import Foundation
import MapCore
import Testing
@testable import Clustering

/// The per-level hand-off (degree conversion and category roll-up on another core) must give exactly the
/// answers of the end-of-build passes it replaces.
struct LevelPipelineTests {
    @Test func pipelinedDegreesEqualTheInPlaceConversion() throws {
        var g = TestPoints.LCG(state: 77)
        let coords = (0..<40_000).map { _ in
            Coordinate(clampingLatitude: -60 + g.next() * 120, wrappingLongitude: -170 + g.next() * 340)
        }
        let n = coords.count
        func builder() -> HierarchyBuilder {
            let pos = FlatArray<Spot>(uninitializedCount: n), ids = FlatArray<UInt32>(uninitializedCount: n)
            for (i, c) in coords.enumerated() {
                pos[i] = Spot(x: NormalizedMercator.x(longitude: c.longitude), y: NormalizedMercator.y(latitude: c.latitude))
                ids[i] = UInt32(i)
            }
            return HierarchyBuilder(options: ClusterOptions(), positions: pos, rank: ids, entry: FlatArray(ids.toArray()))
        }
        var piped = builder()
        #expect(piped.pipeline != nil)
        let a = piped.build()
        var plain = builder()
        plain.pipeline = nil
        let b = plain.build()
        #expect(a.clusterTotal == b.clusterTotal && a.clusterTotal > 1000)
        #expect(a.centerLatitude.toArray() == b.centerLatitude.toArray())
        #expect(a.centerLongitude.toArray() == b.centerLongitude.toArray())
        #expect(a.boundsDegrees.toArray() == b.boundsDegrees.toArray())
        #expect(a.children.toArray() == b.children.toArray())
    }

    @Test func aReusedGridBufferGivesTheSameClustersAsAFreshOne() throws {
        let places = PlaceClusterIndexTests.places(30_000, seed: 6)
        let warm = try PlaceClusterSource(places: places, recentSubsets: 0)
        _ = warm.index()  // leaves a large, dirty grid buffer to lend to the next build
        let reused = warm.index(categories: ["bar"])
        let fresh = try PlaceClusterSource(places: places, recentSubsets: 0).index(categories: ["bar"])
        #expect(reused.hierarchy.clusterTotal == fresh.hierarchy.clusterTotal)
        #expect(reused.stableIDs.toArray() == fresh.stableIDs.toArray())
        #expect(reused.hierarchy.centerLatitude.toArray() == fresh.hierarchy.centerLatitude.toArray())
        #expect(reused.hierarchy.children.toArray() == fresh.hierarchy.children.toArray())
    }

    @Test func sharedChunksRunEachChunkExactlyOnce() {
        let pipeline = LevelPipeline(expectedClusters: 16, sink: nil)
        let hits = FlatArray<UInt32>(repeating: 0, count: 64)
        pipeline.share(chunks: 64) { c in hits[c] &+= 1 }
        #expect(hits.toArray() == [UInt32](repeating: 1, count: 64))
    }
}

struct RadixSortFromBitTests {
    @Test func sortingOnlyUniqueHighHalvesGivesTheFullOrder() {
        var g = TestPoints.LCG(state: 3)
        let n = 5000
        // Unique high halves (a shuffled 0..<n), arbitrary low halves.
        var highs = Array(0..<UInt64(n))
        for i in stride(from: n - 1, to: 0, by: -1) { highs.swapAt(i, Int(g.next() * Double(i + 1)) % (i + 1)) }
        let keys = highs.map { $0 << 32 | UInt64(g.next() * 4_000_000_000) }
        let a = FlatArray(keys)
        RadixSort.sort(a, scratch: FlatArray(uninitializedCount: n), fromBit: 32)
        #expect(a.toArray() == keys.sorted())
    }
}

import Foundation
import MapCore
import Testing
@testable import Clustering

struct RecentIndexesTests {
    static let places = PlaceClusterIndexTests.places(2000, seed: 9)

    @Test func aRecentSubsetIsReturnedWithoutRebuilding() throws {
        let source = try PlaceClusterSource(places: Self.places)
        let first = source.index(categories: ["cafe", "bar"])
        _ = source.index(categories: ["cafe"])
        let again = source.index(categories: ["cafe", "bar"])
        #expect(again.stableIDs === first.stableIDs)
        // Unknown ids do not make a different subset.
        #expect(source.index(categories: ["cafe", "bar", "no-such-category"]).stableIDs === first.stableIDs)
        // nil and the full set are the same subset.
        #expect(source.index(categories: nil).stableIDs === source.index(categories: Set(PlaceClusterIndexTests.categories)).stableIDs)
    }

    /// The kept indexes must not hold their source: that cycle kept every place set ever indexed (a new one for each
    /// page from a places server) alive for good, and RSS grew past 1 GB while roaming.
    @Test func aSourceWithKeptIndexesIsFreedOnceNothingElseHoldsIt() throws {
        weak var freed: PlaceClusterSource?
        var index: PlaceClusterIndex?
        do {
            let source = try PlaceClusterSource(places: Self.places)
            index = source.index(categories: ["cafe"])
            _ = source.index(categories: nil)
            freed = source
        }
        #expect(freed != nil, "an index shown keeps its source")
        #expect(index?.placeCount ?? 0 > 0)
        index = nil
        #expect(freed == nil, "the source and its kept indexes are freed")
    }

    @Test func theOldestSubsetIsDroppedBeyondTheCapacity() throws {
        let source = try PlaceClusterSource(places: Self.places, recentSubsets: 2)
        let a = source.index(categories: ["cafe"])
        let b = source.index(categories: ["bar"])
        _ = source.index(categories: ["pharmacy"])
        #expect(source.recent.count == 2)
        #expect(source.index(categories: ["bar"]).stableIDs === b.stableIDs)
        let rebuilt = source.index(categories: ["cafe"])
        #expect(rebuilt.stableIDs !== a.stableIDs)
        #expect(rebuilt.stableIDs.toArray() == a.stableIDs.toArray())
    }

    @Test func aZeroCapacityAlwaysRebuilds() throws {
        let source = try PlaceClusterSource(places: Self.places, recentSubsets: 0)
        let a = source.index(categories: ["cafe"])
        let b = source.index(categories: ["cafe"])
        #expect(a.stableIDs !== b.stableIDs)
        #expect(a.categoryCounts.toArray() == b.categoryCounts.toArray())
        #expect(source.recent.count == 0)
    }

    @Test func theOldestSubsetsAreDroppedBeyondTheByteLimit() throws {
        let probe = try PlaceClusterSource(places: Self.places).index(categories: ["cafe"])
        // Room for about two indexes of this size, though the count would allow four.
        let source = try PlaceClusterSource(places: Self.places, recentSubsets: 4, recentBytes: probe.byteCount * 5 / 2)
        _ = source.index(categories: ["cafe"])
        _ = source.index(categories: ["bar"])
        _ = source.index(categories: ["pharmacy"])
        #expect(source.recent.count == 2)
        #expect(probe.byteCount > 10_000)
    }

    @Test func anIndexLargerThanTheByteLimitIsNotKept() throws {
        let source = try PlaceClusterSource(places: Self.places, recentSubsets: 4, recentBytes: 1024)
        let a = source.index(categories: ["cafe"])
        #expect(a.byteCount > 1024)
        #expect(source.recent.count == 0)
        #expect(source.index(categories: ["cafe"]).stableIDs !== a.stableIDs)
    }
}

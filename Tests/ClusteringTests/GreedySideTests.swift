import Foundation
import MapCore
import Testing
@testable import Clustering

/// The greedy visit of a large level, cut in two sides that wait for each other only near the cut, must give
/// exactly the clusters of the single pass in data order, whichever thread ends up visiting which side.
struct GreedySideTests {
    /// 60k points over a few km² (the app's options), so several levels have over 16k candidates.
    static func builder(_ split: GreedySplit, minPoints: Int = 2, seed: UInt64 = 21) -> HierarchyBuilder {
        var g = TestPoints.LCG(state: seed)
        let n = 60_000
        let pos = FlatArray<Spot>(uninitializedCount: n), ids = FlatArray<UInt32>(uninitializedCount: n)
        for i in 0..<n {
            pos[i] = Spot(x: NormalizedMercator.x(longitude: 24.80 + g.next() * 0.2),
                          y: NormalizedMercator.y(latitude: 60.15 + g.next() * 0.1))
            ids[i] = UInt32(i)
        }
        let options = ClusterOptions(radius: 50, extent: 256, minZoom: 0, maxZoom: 20, minPoints: minPoints)
        // Without degree conversion, as category subsets build: only then does the pipeline's helper take a side.
        var b = HierarchyBuilder(options: options, positions: pos, rank: ids, entry: FlatArray(ids.toArray()), degrees: false)
        b.greedySplit = split
        return b
    }

    /// Index of the first difference of two arrays (their shorter count when one is a prefix), or nil.
    static func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int? {
        if let i = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset { return i }
        return a.count == b.count ? nil : min(a.count, b.count)
    }

    static func expectSame(_ a: ClusterHierarchy, _ b: ClusterHierarchy) {
        #expect(a.clusterTotal == b.clusterTotal)
        #expect(firstDifference(a.clusterCount.toArray(), b.clusterCount.toArray()) == nil, "sizes")
        #expect(firstDifference(a.clusterZoom.toArray(), b.clusterZoom.toArray()) == nil, "zooms")
        #expect(firstDifference(a.children.toArray(), b.children.toArray()) == nil, "children")
        #expect(firstDifference(a.childStart.toArray(), b.childStart.toArray()) == nil, "child starts")
        #expect(firstDifference(a.originLeaf.toArray(), b.originLeaf.toArray()) == nil, "origins")
        #expect(firstDifference(a.centerLatitude.toArray(), b.centerLatitude.toArray()) == nil, "latitudes")
        #expect(firstDifference(a.centerLongitude.toArray(), b.centerLongitude.toArray()) == nil, "longitudes")
        #expect(firstDifference(a.boundsDegrees.toArray(), b.boundsDegrees.toArray()) == nil, "bounds")
    }

    @Test(arguments: [GreedySplit.shared, .oneThread, .twoThreads])
    func cutLevelsGiveTheSinglePassClusters(split: GreedySplit) {
        var single = Self.builder(.none)
        let expected = single.build()
        #expect(single.splitLevels == 0)
        #expect(expected.clusterTotal > 20_000)
        var cut = Self.builder(split)
        let got = cut.build()
        // Shared levels are cut only when the helper is already waiting, which depends on the machine's load.
        if split != .shared { #expect(cut.splitLevels >= 2) }
        if split == .oneThread { #expect(cut.helpedLevels == 0) }
        if split == .twoThreads { #expect(cut.helpedLevels == cut.splitLevels) }
        Self.expectSame(got, expected)
    }

    @Test func groupsTooSmallForAClusterKeepTheirOrderAcrossTheCut() {
        // minPoints 3 leaves pairs as too-small groups, whose members re-rank after their origin.
        var single = Self.builder(.none, minPoints: 3, seed: 22)
        let expected = single.build()
        var cut = Self.builder(.twoThreads, minPoints: 3, seed: 22)
        let got = cut.build()
        #expect(cut.splitLevels >= 1)
        Self.expectSame(got, expected)
    }

    @Test func aLevelWithFewCandidatesIsNotCut() {
        let pos = FlatArray<Spot>(uninitializedCount: 2_000), ids = FlatArray<UInt32>(uninitializedCount: 2_000)
        var g = TestPoints.LCG(state: 24)
        for i in 0..<2_000 { pos[i] = Spot(x: 0.5 + g.next() * 1e-3, y: 0.3 + g.next() * 1e-3); ids[i] = UInt32(i) }
        var small = HierarchyBuilder(options: ClusterOptions(), positions: pos, rank: ids, entry: FlatArray(ids.toArray()))
        small.greedySplit = .twoThreads
        _ = small.build()
        #expect(small.splitLevels == 0)
    }
}

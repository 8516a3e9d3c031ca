import Foundation
import MapCore
import Testing
@testable import Clustering

/// The one-level index shown while a large file's full hierarchy is built.
struct QuickClusterIndexTests {
    static let view = Viewport(center: Coordinate(clampingLatitude: 60.175, wrappingLongitude: 24.95), zoom: 12,
                               size: PixelSize(width: 1200, height: 900))

    @Test func itsClustersAtTheViewZoomHoldExactlyThePlacesInItsRegion() throws {
        let first = PlaceClusterIndexTests.places(4000, seed: 7)
        // A second layer spread far wider, most of it outside the region.
        var g = TestPoints.LCG(state: 9)
        let second = (0..<3000).map { i in
            Place(id: "b#\(i)", categoryID: PlaceClusterIndexTests.categories[i % 3], title: "B \(i)",
                  coordinate: Coordinate(clampingLatitude: 55 + g.next() * 10, wrappingLongitude: 15 + g.next() * 20))
        }
        let region = Self.view.visibleBounds
        for (visible, categories) in [([true, true], nil), ([true, false], Set(["cafe", "bar"])), ([false, true], Set(["bar"]))] as [([Bool], Set<String>?)] {
            let quick = try #require(QuickClusterIndex(parts: [first, second], visibleParts: visible, categories: categories,
                                                       region: region, viewZoom: Self.view.zoom))
            let expected = zip([first, second], visible).flatMap { $1 ? $0 : [] }
                .filter { categories?.contains($0.categoryID) ?? true }
                .filter { region.contains($0.coordinate) }
            #expect(quick.placeCount == expected.count)
            let items = quick.items(in: region, zoom: Self.view.zoom)
            #expect(PlaceClusterIndexTests.total(items) == expected.count)
            var listed: [Place.ID] = []
            for item in items {
                switch item {
                case .place(let p): listed.append(p.id)
                case .cluster(let c):
                    let leaves = quick.leaves(ofCluster: c.id, limit: .max, offset: 0)
                    #expect(leaves.count == c.count)
                    #expect(c.categoryCounts.reduce(0) { $0 + $1.count } == c.count)
                    // Each category's count, largest first, and the box, as the leaves themselves give them.
                    let byCategory = Dictionary(grouping: leaves, by: \.categoryID).mapValues(\.count)
                    #expect(c.categoryCounts.map(\.categoryID).sorted() == byCategory.keys.sorted())
                    #expect(c.categoryCounts.allSatisfy { byCategory[$0.categoryID] == $0.count })
                    #expect(zip(c.categoryCounts, c.categoryCounts.dropFirst()).allSatisfy { $0.count >= $1.count })
                    let box = try #require(GeoBounds(containing: leaves.map(\.coordinate)))
                    #expect(c.bounds == box)
                    listed += leaves.map(\.id)
                }
            }
            #expect(Set(listed) == Set(expected.map(\.id)) && listed.count == expected.count)
        }
    }

    @Test func itShowsTheLevelTheFullIndexShowsAtThatZoom() throws {
        let places = PlaceClusterIndexTests.places(3000)
        let full = try PlaceClusterSource(places: places).index()
        let quick = try #require(QuickClusterIndex(parts: [places], categories: nil, region: Self.view.visibleBounds, viewZoom: 12.3))
        #expect(quick.level == full.level(forViewZoom: 12.3))
        // Pins of one level stay apart by about the cluster radius, as in the full index.
        let pts = quick.items(in: Self.view.visibleBounds, zoom: 12).map { Self.view.screenPoint(for: $0.coordinate) }
        #expect(pts.count > 20)
        #expect(pts.count < places.count / 4)
    }

    @Test func aRegionAcrossTheAntimeridianKeepsBothSides() throws {
        let places = [179.5, 179.8, -179.9, -179.6, 10].enumerated().map { i, lon in
            Place(id: "p\(i)", categoryID: "cafe", title: "P", coordinate: Coordinate(clampingLatitude: -17, wrappingLongitude: lon))
        }
        let region = GeoBounds(west: 179, south: -18, east: -179, north: -16)
        let quick = try #require(QuickClusterIndex(parts: [places], categories: nil, region: region, viewZoom: 3))
        #expect(quick.placeCount == 4)
        #expect(PlaceClusterIndexTests.total(quick.items(in: region, zoom: 3)) == 4)
    }

    @Test func aRegionTooLargeForItsZoomIsRefused() {
        #expect(QuickClusterIndex(parts: [PlaceClusterIndexTests.places(10)], categories: nil, region: .world, viewZoom: 20) == nil)
    }

    /// Two threads share the pass over the places from 100,000 on: they must give exactly what one gives, wherever
    /// the share boundary falls (inside a layer, at a layer's end, beside a hidden layer).
    @Test(arguments: [2, 3, 5])
    func threadsGiveWhatOneThreadGives(threads: Int) throws {
        let a = PlaceClusterIndexTests.places(2500, seed: 3)
        var g = TestPoints.LCG(state: 5)
        // Categories the first layer does not have, met first in a later share.
        let b = (0..<1700).map { i in
            Place(id: "b#\(i)", categoryID: ["museum", "cafe", "park"][i % 3], title: "B \(i)",
                  coordinate: Coordinate(clampingLatitude: 60.1 + g.next() * 0.15, wrappingLongitude: 24.8 + g.next() * 0.3))
        }
        let c = Array(b.prefix(900))
        for (visible, categories) in [([true, true, true], nil), ([true, false, true], Set(["cafe", "park", "bar"])),
                                      ([false, true, true], nil)] as [([Bool], Set<String>?)] {
            let one = try #require(QuickClusterIndex(parts: [a, b, c], visibleParts: visible, categories: categories,
                                                     region: Self.view.visibleBounds, viewZoom: 11, threads: 1))
            let many = try #require(QuickClusterIndex(parts: [a, b, c], visibleParts: visible, categories: categories,
                                                      region: Self.view.visibleBounds, viewZoom: 11, threads: threads))
            #expect(one.items.count > 10)
            #expect(many.items == one.items)
            #expect(many.members == one.members)
            #expect(many.memberRange == one.memberRange)
        }
    }

    @Test func sharesCoverEveryShownPlaceOnceInOrder() {
        let parts = [Array(PlaceClusterIndexTests.places(10)), [], Array(PlaceClusterIndexTests.places(7)), Array(PlaceClusterIndexTests.places(4))]
        for threads in 1...6 {
            let shares = QuickClusterScan.shares(parts, visibleParts: [true, true, false, true], threads: threads)
            #expect(shares.count == threads)
            let flat = shares.flatMap { $0 }.flatMap { s in s.range.map { (s.part, $0) } }
            #expect(flat.map(\.0) == Array(repeating: 0, count: 10) + Array(repeating: 3, count: 4))
            #expect(flat.map(\.1) == Array(0..<10) + Array(0..<4))
            // About equal: none longer than the places divided by the threads, rounded up.
            let sizes = shares.map { $0.reduce(0) { $0 + $1.range.count } }
            #expect(sizes.allSatisfy { $0 <= (14 + threads - 1) / threads })
        }
    }
}

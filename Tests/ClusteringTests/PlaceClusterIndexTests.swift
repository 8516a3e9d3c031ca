import Foundation
import MapCore
import Testing
@testable import Clustering

struct PlaceClusterIndexTests {
    static let categories = ["cafe", "bar", "pharmacy"]

    static func places(_ n: Int, seed: UInt64 = 11) -> [Place] {
        var g = TestPoints.LCG(state: seed)
        return (0..<n).map { i in
            Place(id: "node/\(i)", categoryID: categories[i % 3], title: "Place \(i)",
                  coordinate: Coordinate(clampingLatitude: 60.15 + g.next() * 0.05, wrappingLongitude: 24.90 + g.next() * 0.1))
        }
    }

    static let helsinki = GeoBounds(west: 24.8, south: 60.1, east: 25.1, north: 60.25)

    static func total(_ items: [MapItem]) -> Int {
        items.reduce(0) { n, i in if case .cluster(let c) = i { n + c.count } else { n + 1 } }
    }

    @Test func everyPlaceIsShownOnceAtEveryViewZoom() throws {
        let index = try PlaceClusterSource(places: Self.places(900)).index()
        #expect(index.placeCount == 900)
        for z in stride(from: 0.0, through: 20, by: 0.5) {
            let items = index.items(in: Self.helsinki, zoom: z)
            #expect(Self.total(items) == 900, "zoom \(z)")
            #expect(Set(items.map(\.id)).count == items.count)
        }
    }

    @Test func categoryCountsAreLargestFirstAndSumToTheCount() throws {
        let index = try PlaceClusterSource(places: Self.places(900)).index()
        for case .cluster(let c) in index.items(in: Self.helsinki, zoom: 11) {
            #expect(c.categoryCounts.reduce(0) { $0 + $1.count } == c.count)
            #expect(zip(c.categoryCounts, c.categoryCounts.dropFirst()).allSatisfy { $0.count >= $1.count })
            let leaves = index.leaves(ofCluster: c.id, limit: .max, offset: 0)
            #expect(leaves.count == c.count)
            for cc in c.categoryCounts { #expect(leaves.filter { $0.categoryID == cc.categoryID }.count == cc.count) }
        }
    }

    @Test func pinsAreAboutFiftyPointsApartOnScreen() throws {
        let index = try PlaceClusterSource(places: Self.places(3000)).index()
        let vp = Viewport(center: Coordinate(clampingLatitude: 60.175, wrappingLongitude: 24.95), zoom: 13,
                          size: PixelSize(width: 1200, height: 900))
        let pts = index.items(in: vp.visibleBounds, zoom: vp.zoom).map { vp.screenPoint(for: $0.coordinate) }
        var nearest = Double.infinity
        for i in pts.indices { for j in pts.indices where j > i { nearest = min(nearest, pts[i].distance(to: pts[j])) } }
        // The greedy pass keeps origins a radius apart; merged centres can drift somewhat closer.
        #expect(nearest > 15 && nearest < 60)
    }

    @Test func expansionZoomIsInViewUnitsAndSplitsTheCluster() throws {
        let index = try PlaceClusterSource(places: Self.places(600)).index()
        for case .cluster(let c) in index.items(in: Self.helsinki, zoom: 10) {
            #expect(c.expansionZoom > 10)
            let leafIDs = Set(index.leaves(ofCluster: c.id, limit: .max, offset: 0).map(\.id))
            let after = index.items(in: Self.helsinki, zoom: c.expansionZoom).filter { item in
                switch item {
                case .place(let p): return leafIDs.contains(p.id)
                case .cluster(let k): return !Set(index.leaves(ofCluster: k.id, limit: .max, offset: 0).map(\.id)).isDisjoint(with: leafIDs)
                }
            }
            #expect(after.count >= 2)
        }
    }

    @Test func placesAtOneSpotStayAListableClusterAtMaxZoom() throws {
        var ps = Self.places(50)
        let spot = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
        for i in 0..<6 { ps.append(Place(id: "same/\(i)", categoryID: "bar", title: "Same \(i)", coordinate: spot)) }
        let index = try PlaceClusterSource(places: ps).index()
        let box = GeoBounds(west: 24.939, south: 60.169, east: 24.941, north: 60.171)
        for z in [18.0, 20, 22] {
            let clusters = index.items(in: box, zoom: z).compactMap { if case .cluster(let c) = $0 { c } else { nil } }
            #expect(clusters.count == 1, "zoom \(z)")
            guard let c = clusters.first else { continue }
            #expect(c.count == 6)
            // No view zoom splits them, so a click must list them rather than zoom (the widget's max is 22).
            #expect(c.expansionZoom == .infinity)
            #expect(Set(index.leaves(ofCluster: c.id, limit: 10, offset: 0).map(\.id)) == Set((0..<6).map { "same/\($0)" }))
            #expect(index.leaves(ofCluster: c.id, limit: 4, offset: 4).count == 2)
        }
    }

    @Test func categorySubsetsShowOnlyThoseCategoriesAndKeepUntouchedClusterIDs() throws {
        let source = try PlaceClusterSource(places: Self.places(1200))
        let all = source.index()
        let cafes = source.index(categories: ["cafe"])
        #expect(cafes.placeCount == 400)
        #expect(source.index(categories: []).items(in: .world, zoom: 5).isEmpty)
        for item in cafes.items(in: Self.helsinki, zoom: 14) {
            switch item {
            case .place(let p): #expect(p.categoryID == "cafe")
            case .cluster(let c): #expect(c.categoryCounts.map(\.categoryID) == ["cafe"])
            }
        }
        // The same subset built twice gives the same ids (stable for the same input).
        let again = source.index(categories: ["cafe"])
        #expect(Set(cafes.items(in: Self.helsinki, zoom: 12).map(\.id)) == Set(again.items(in: Self.helsinki, zoom: 12).map(\.id)))
        #expect(all.placeCount == 1200)
    }

    @Test func unknownClusterIDsGiveNoLeaves() throws {
        let index = try PlaceClusterSource(places: Self.places(10)).index()
        #expect(index.leaves(ofCluster: 12345, limit: 10, offset: 0).isEmpty)
        #expect(index.cluster(id: 12345) == nil)
    }

    @Test func emptyPlaceList() throws {
        let index = try PlaceClusterSource(places: []).index()
        #expect(index.placeCount == 0)
        #expect(index.items(in: .world, zoom: 3).isEmpty)
    }
}

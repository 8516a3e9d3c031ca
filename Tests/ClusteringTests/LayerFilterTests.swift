import Foundation
import MapCore
import Testing
@testable import Clustering

/// A layer's visibility is a filter of the prepared source, as a category is: hiding a layer takes its places out
/// of the clusters and showing it puts them back, without a new source.
struct LayerFilterTests {
    /// Two layers: 600 places then 300 more, in the same city.
    static let first = PlaceClusterIndexTests.places(600, seed: 3)
    static let second = PlaceClusterIndexTests.places(300, seed: 5).map { p in
        var p = p
        p.id = "second#" + p.id
        return p
    }

    static func source(recent: Int = 0) throws -> PlaceClusterSource {
        try PlaceClusterSource(places: first + second, layerCounts: [first.count, second.count], recentSubsets: recent)
    }

    static func leaves(_ index: PlaceClusterIndex, zoom: Double) -> [Place] {
        index.items(in: PlaceClusterIndexTests.helsinki, zoom: zoom).flatMap { item -> [Place] in
            switch item {
            case .place(let p): [p]
            case .cluster(let c): index.leaves(ofCluster: c.id, limit: .max, offset: 0)
            }
        }
    }

    @Test func aHiddenLayersPlacesLeaveTheClustersAndComeBack() throws {
        let source = try Self.source()
        let all = source.index()
        #expect(all.placeCount == 900)
        let hidden = source.index(visibleLayers: [true, false])
        #expect(hidden.placeCount == 600)
        for zoom in [8.0, 12, 15, 19] {
            let shown = Self.leaves(hidden, zoom: zoom)
            #expect(shown.count == 600)
            #expect(!shown.contains { $0.id.hasPrefix("second#") })
        }
        // Shown again (no cached index: this source keeps none), the clusters are the same as before hiding.
        let again = source.index(visibleLayers: [true, true])
        for zoom in [8.0, 12, 15] {
            #expect(again.items(in: PlaceClusterIndexTests.helsinki, zoom: zoom).map(\.id)
                        == all.items(in: PlaceClusterIndexTests.helsinki, zoom: zoom).map(\.id))
        }
        #expect(source.index(visibleLayers: [false, false]).placeCount == 0)
    }

    @Test func layerAndCategoryFiltersMix() throws {
        let source = try Self.source(recent: 4)
        let index = source.index(categories: ["cafe"], visibleLayers: [false, true])
        let expected = Self.second.filter { $0.categoryID == "cafe" }
        #expect(index.placeCount == expected.count)
        #expect(Set(Self.leaves(index, zoom: 13).map(\.id)) == Set(expected.map(\.id)))
        // The same categories with the other layer is another subset, not the cached one.
        let other = source.index(categories: ["cafe"], visibleLayers: [true, false])
        #expect(Set(Self.leaves(other, zoom: 13).map(\.id)) == Set(Self.first.filter { $0.categoryID == "cafe" }.map(\.id)))
        // A cluster's category counts cover only shown layers' places.
        for case .cluster(let c) in index.items(in: PlaceClusterIndexTests.helsinki, zoom: 11) {
            #expect(c.categoryCounts.map(\.categoryID) == ["cafe"])
        }
    }

    @Test func aSourceWithoutLayersIsOneLayerAndMissingFlagsShow() throws {
        let source = try PlaceClusterSource(places: Self.first)
        #expect(source.layerCounts == [600])
        #expect(source.index(visibleLayers: []).placeCount == 600)
        #expect(source.index(visibleLayers: [false]).placeCount == 0)
    }
}

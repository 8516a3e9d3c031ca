import Foundation
import MapCore
import Testing
@testable import MapRender

/// Issue 32: what a screen reader hears for pins and clusters.
@Suite struct SpokenItemTests {
    let categories: [PlaceCategory.ID: PlaceCategory] = Dictionary(uniqueKeysWithValues: [
        ("cafe", "Cafés"), ("bar", "Bars"), ("shop", "Shops"), ("bank", "Banks"),
    ].map { ($0.0, PlaceCategory(id: $0.0, title: $0.1, iconName: $0.0, color: RGBColor(red: 0, green: 0, blue: 0))) })

    func cluster(_ counts: [(String, Int)]) -> MapItem {
        let c = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
        return .cluster(ClusterSummary(id: 1, count: counts.reduce(0) { $0 + $1.1 }, center: c,
                                       bounds: GeoBounds(west: 24.9, south: 60.1, east: 25, north: 60.2),
                                       expansionZoom: 15, categoryCounts: counts.map { .init(categoryID: $0.0, count: $0.1) }))
    }

    @Test func aClusterNamesWhatItHolds() {
        let name = SpokenItem.name(of: cluster([("cafe", 3), ("bar", 2), ("shop", 2)]), categories: categories) { $0 }
        #expect(name == "Cluster of 7 places: 3 cafés, 2 bars, 2 shops")
    }

    @Test func aClusterOfManyCategoriesNamesTheLargestAndCountsTheRest() {
        let name = SpokenItem.name(of: cluster([("cafe", 5), ("bar", 3), ("shop", 2), ("bank", 1), ("other", 1)]), categories: categories) { $0 }
        #expect(name == "Cluster of 12 places: 5 cafés, 3 bars, 2 shops, 2 more")
    }

    @Test func aPinIsItsNameAndCategoryAndSaysWhenSelected() {
        let place = Place(id: "1", categoryID: "cafe", title: "Regatta", coordinate: Coordinate(clampingLatitude: 60.18, wrappingLongitude: 24.91))
        #expect(SpokenItem.name(of: .place(place), categories: categories) { $0 } == "Regatta, Cafés")
        #expect(SpokenItem.name(of: .place(place), categories: categories, selected: true) { $0 } == "Regatta, Cafés, selected")
        let unknown = Place(id: "2", categoryID: "nope", title: "X", coordinate: place.coordinate)
        #expect(SpokenItem.name(of: .place(unknown), categories: categories) { $0 } == "X, Other")
    }

    @Test func theWordsAreTranslated() {
        let finnish = ["Cluster of %d places": "%d paikan ryhmä", "Cafés": "Kahvilat"]
        let name = SpokenItem.name(of: cluster([("cafe", 2)]), categories: categories) { finnish[$0] ?? $0 }
        #expect(name == "2 paikan ryhmä: 2 kahvilat")
    }
}

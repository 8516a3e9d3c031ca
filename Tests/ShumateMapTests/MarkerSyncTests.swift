import MapCore
import Testing
@testable import ShumateMap

/// Change sets keep markers that stay: a pan adds only the entering items and removes only the leaving ones.
struct MarkerSyncTests {
    /// A 100 × 50 grid of places (5,000), one every 0.001°.
    static let grid: [MapItem] = (0..<5000).map { i in
        let c = Coordinate(clampingLatitude: 60 + Double(i / 100) * 0.001, wrappingLongitude: 24 + Double(i % 100) * 0.001)
        return .place(Place(id: "g\(i)", categoryID: "cafe", title: "G\(i)", coordinate: c))
    }

    /// The grid's items whose longitude is in [west, west + span).
    static func window(west: Double, span: Double = 0.1) -> [MapItem] {
        grid.filter { $0.coordinate.longitude >= west - 1e-9 && $0.coordinate.longitude < west + span - 1e-9 }
    }

    @Test func aPanOverFiveThousandPlacesTouchesOnlyTheColumnsThatEnterAndLeave() {
        var sync = MarkerSync()
        let first = sync.update(to: Self.window(west: 24))
        #expect(first.add.count == 5000)
        // Pan east by one column (0.001°): 50 places leave on the west, none enter (the grid ends), 4,950 stay.
        let pan = sync.update(to: Self.window(west: 24.001))
        #expect(pan.add.isEmpty)
        #expect(pan.remove.count == 50)
        #expect(pan.restyle.isEmpty)
        #expect(sync.added == 5000 && sync.removed == 50)
    }

    @Test func withoutChangeSetsEveryPanRebuildsEveryMarker() {
        var sync = MarkerSync()
        sync.usesChangeSets = false
        _ = sync.update(to: Self.window(west: 24))
        let pan = sync.update(to: Self.window(west: 24.001))
        #expect(pan.add.count == 4950)
        #expect(pan.remove.count == 5000)
    }

    @Test func aClusterThatKeepsItsIDButChangesItsCountIsRestyledNotReplaced() {
        let box = GeoBounds(west: 24, south: 60, east: 24.1, north: 60.1)
        func cluster(count: Int) -> MapItem {
            .cluster(ClusterSummary(id: 7, count: count, center: Coordinate(clampingLatitude: 60.05, wrappingLongitude: 24.05),
                                    bounds: box, expansionZoom: 12, categoryCounts: [.init(categoryID: "cafe", count: count)]))
        }
        var sync = MarkerSync()
        _ = sync.update(to: [cluster(count: 3)])
        let next = sync.update(to: [cluster(count: 4)])
        #expect(next.add.isEmpty && next.remove.isEmpty)
        #expect(next.restyle.map(\.id) == ["c:7"])
        #expect(sync.shown["c:7"] == cluster(count: 4))
    }

    @Test func repeatedIDsCountOnceAndAnEmptyUpdateRemovesEverything() {
        var sync = MarkerSync()
        let a = Self.grid[0]
        let first = sync.update(to: [a, a, Self.grid[1]])
        #expect(first.add.count == 2)
        let cleared = sync.update(to: [])
        #expect(cleared.remove.count == 2)
        #expect(sync.shown.isEmpty)
    }
}

import MapCore
import MapViewModel
import Testing
@testable import GtkShell

@Suite struct PlaceExtentTests {
    @Test func coversEveryPlaceIncludingClusterMembers() throws {
        let box = try #require(PlaceExtent.bounds(of: FakePlaceIndex()))
        for p in [FakePlaceIndex.a, FakePlaceIndex.b, FakePlaceIndex.c, FakePlaceIndex.d] {
            #expect(box.contains(p.coordinate), "\(p.id)")
        }
        #expect(box.west == FakePlaceIndex.c.coordinate.longitude && box.east == FakePlaceIndex.a.coordinate.longitude)
    }

    @Test func emptyIndexHasNoExtent() {
        struct Empty: PlaceIndex {
            var placeCount: Int { 0 }
            func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] { [] }
            func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { [] }
        }
        #expect(PlaceExtent.bounds(of: Empty()) == nil)
    }
}

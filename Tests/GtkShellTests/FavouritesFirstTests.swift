import MapCore
import Testing
@testable import GtkShell

/// Search ranks favourites first and otherwise keeps the index's order.
struct FavouritesFirstTests {
    @Test func starredHitsComeFirstInTheirOwnOrder() {
        let places = ["a", "b", "c", "d", "e"].map {
            Place(id: $0, categoryID: "cafe", title: $0, coordinate: Coordinate(clampingLatitude: 60, wrappingLongitude: 24))
        }
        let starred: Set = ["d", "b"]
        let ranked = FavouritesFirst.order(places, place: { $0 }, isFavourite: { starred.contains($0.id) })
        #expect(ranked.map(\.id) == ["b", "d", "a", "c", "e"])
        #expect(FavouritesFirst.order(places, place: { $0 }, isFavourite: { _ in false }) == places)
    }
}

import AppCore
import MapCore
import Search

/// Search ranks favourites first: a stable partition, so each group keeps the index's own order.
enum FavouritesFirst {
    static func apply(_ answer: SearchAnswer, isFavourite: (Place) -> Bool) -> SearchAnswer {
        guard case .places(let hits) = answer else { return answer }
        return .places(order(hits, place: \.place, isFavourite: isFavourite))
    }

    static func order<Item>(_ items: [Item], place: (Item) -> Place, isFavourite: (Place) -> Bool) -> [Item] {
        items.filter { isFavourite(place($0)) } + items.filter { !isFavourite(place($0)) }
    }
}

import Gazetteer
import Geocoding
import MapCore
import Search

/// One row of the merged search list, the same for the window and `pinmap --search`.
public struct SearchRow: Hashable, Sendable {
    /// What choosing the row shows.
    public enum Target: Hashable, Sendable {
        case place(Place)
        case world(GazetteerPlace)
        /// A place or address an online geocoder answered.
        case online(GeocodeResult)
    }

    /// Where the row came from, as `pinmap --search` prints it.
    public enum Source: String, Sendable, Comparable {
        case favourite, place, world, online

        var order: Int {
            switch self {
            case .favourite: 0
            case .place: 1
            case .world: 2
            case .online: 3
            }
        }

        public static func < (a: Self, b: Self) -> Bool { a.order < b.order }
    }

    public let target: Target
    public let source: Source
    /// How well it matched, smaller first: 0 a whole name, 1 a name's start, 2 a name with a typo,
    /// 3 an address, 4 other text. Rows of different sources compare by this.
    public let match: Int
    public let title: String
    /// What it is: "city in Finland · 260,646", or a place's address or category.
    public let subtitle: String
    public let coordinate: Coordinate
    /// Great-circle metres from where the search looked from.
    public let distance: Double
}

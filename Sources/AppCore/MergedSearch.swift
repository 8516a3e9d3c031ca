import Gazetteer
import Geocoding
import MapCore
import Search

/// The one ranking of the search box and `pinmap --search`: the person's places (favourites first) and world
/// places in one list, by how well they match; a tie in match goes to favourites, then loaded places, then the
/// world, each in its own order. Favourites are lifted before the list is cut, so a favourite that matches as
/// well as the 20th place is never lost.
public enum MergedSearch {
    /// Loaded places asked for before merging (the cut comes after favourites are lifted).
    public static let placeDepth = 200

    public enum Answer: Hashable, Sendable {
        case location(LocationQuery)
        case rows([SearchRow])

        public var rows: [SearchRow] {
            if case .rows(let list) = self { return list }
            return []
        }
    }

    /// Answers `text`: coordinates or a `geo:` URI as a position, else merged rows (at most `limit`). `online` is
    /// what a geocoder answered for `text`: ranked after offline rows that match as well, and left out where an
    /// offline row has the same name within `OnlineRows.sameWithinMetres` (10 km for a town).
    public static func answer(_ text: String, near: Coordinate, index: SearchIndex?, gazetteer: Gazetteer?,
                              online: [GeocodeResult] = [],
                              limit: Int = SearchIndex.defaultLimit, isFavourite: (Place) -> Bool,
                              categoryTitle: (PlaceCategory.ID) -> String?) -> Answer {
        if let location = LocationQuery.parse(text) { return .location(location) }
        var rows: [SearchRow] = []
        for hit in index?.search(text, near: near, limit: max(limit, placeDepth)) ?? [] {
            let place = hit.place
            rows.append(SearchRow(target: .place(place), source: isFavourite(place) ? .favourite : .place,
                                  match: match(of: hit), title: place.title,
                                  subtitle: place.details.address ?? categoryTitle(place.categoryID) ?? place.categoryID,
                                  coordinate: place.coordinate, distance: hit.distance))
        }
        for hit in gazetteer?.search(text, near: near, limit: limit) ?? [] {
            rows.append(SearchRow(target: .world(hit.place), source: .world, match: Int(hit.match.rawValue),
                                  title: hit.place.name, subtitle: hit.place.summary, coordinate: hit.place.coordinate,
                                  distance: hit.distance))
        }
        rows += OnlineRows.rows(online, for: text, near: near, besides: rows)
        // A stable sort: within one (match, source) the index's and the gazetteer's own orders stand.
        let ordered = rows.enumerated().sorted { a, b in
            (a.element.match, a.element.source.order, a.offset) < (b.element.match, b.element.source.order, b.offset)
        }
        return .rows(ordered.prefix(limit).map(\.element))
    }

    /// A loaded place's hit on the merged scale: names (whole, start, typo), then addresses, then other text.
    static func match(of hit: SearchHit) -> Int {
        switch hit.tier {
        case .name: hit.typo ? 2 : (hit.prefix ? 1 : 0)
        case .address: 3
        case .other: 4
        }
    }
}

import Foundation
import Geocoding
import MapCore
import Search

/// A geocoder's answers as merged search rows: matched on the same scale as offline rows (by folded name
/// words), and dropped where an offline row already names the same place.
enum OnlineRows {
    /// An online answer with an offline row's name this close is the same place.
    static let sameWithinMetres = 1_000.0
    /// For a town or region: GeoNames and OSM put a city's point kilometres apart (Tampere's are 1.4 km).
    static let sameSettlementWithinMetres = 10_000.0
    static let settlementKinds: Set<String> = [
        "city", "town", "village", "hamlet", "municipality", "administrative", "county", "state", "country", "suburb",
    ]

    static func sameDistance(_ result: GeocodeResult) -> Double {
        settlementKinds.contains(result.kind) ? sameSettlementWithinMetres : sameWithinMetres
    }

    static func rows(_ results: [GeocodeResult], for text: String, near: Coordinate, besides offline: [SearchRow]) -> [SearchRow] {
        var folding = SearchText()
        let query = folding.words(in: text)
        let known = offline.map { (words: folding.words(in: $0.title), coordinate: $0.coordinate) }
        var rows: [SearchRow] = []
        for result in results {
            let name = folding.words(in: result.name)
            let within = sameDistance(result)
            if known.contains(where: { $0.words == name && $0.coordinate.distance(to: result.coordinate) <= within }) { continue }
            if rows.contains(where: { folding.words(in: $0.title) == name && $0.coordinate.distance(to: result.coordinate) <= within }) {
                continue
            }
            rows.append(SearchRow(target: .online(result), source: .online, match: match(name, query), title: result.name,
                                  subtitle: subtitle(result), coordinate: result.coordinate, distance: near.distance(to: result.coordinate)))
        }
        return rows
    }

    /// 0 the whole name, 1 the name's start, else 3: the geocoder matched an address or other text.
    static func match(_ name: [[UInt32]], _ query: [[UInt32]]) -> Int {
        if !query.isEmpty, name == query { return 0 }
        if !query.isEmpty, name.count >= query.count, Array(name.prefix(query.count - 1)) == query.dropLast(),
           let last = query.last, name[query.count - 1].starts(with: last) { return 1 }
        return 3
    }

    /// "attraction · Avenue Anatole France 5, 75007 Paris, France", or the address alone when the kind is unknown
    /// (OSM's "yes", as in building=yes, says nothing).
    static func subtitle(_ result: GeocodeResult) -> String {
        let kind = result.kind == "yes" ? "" : result.kind.replacingOccurrences(of: "_", with: " ")
        return [kind, result.detail].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

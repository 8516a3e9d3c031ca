import AppCore
import DeepLinks
import Gazetteer
import Geocoding
import Foundation
import MapCore
import MapData
import Search

/// `pinmap --search TEXT [--data FILE] [--near LAT,LON] [--limit N]`: one match per line,
/// `name<TAB>category<TAB>lat<TAB>lon<TAB>source`, best first, ranked as the search box ranks (`MergedSearch`: the
/// loaded places, favourites first, and the world gazetteer); a world place's category is its kind ("city").
/// Exit 0 when something matched, 1 when nothing did, 2 on bad input.
enum SearchRunner {
    static let nothingFoundStatus: Int32 = 1
    static let limitRange = 1...1000

    static func run(text: String, options: PinmapOptions, wiring: Wiring) throws(CLIError) -> Int32 {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badArgument("pinmap: --search needs some text")
        }
        let limit = options.limit ?? SearchIndex.defaultLimit
        guard limitRange.contains(limit) else {
            throw .badArgument("pinmap: --limit \(limit) is outside \(limitRange.lowerBound)…\(limitRange.upperBound)")
        }
        let nearOption: Coordinate?
        do { nearOption = try options.near.map(ViewRequest.parseCenter) } catch {
            throw .badArgument("pinmap: --near \"\((options.near ?? "").prefix(60))\" is not LAT,LON (e.g. 60.17,24.94)")
        }
        let locator: DataLocator
        do { locator = try DataLocator.locate() } catch { throw .data("pinmap: \(error)") }
        let service: GeoJSONMapService
        do { service = try wiring.loadService(locator, options.data.map { URL(fileURLWithPath: $0) }, options.placeFileOptions) } catch {
            throw .data("pinmap: cannot load data: \(error)")
        }
        let near = nearOption ?? service.catalog.initialView?.center ?? Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)

        let index = SearchIndex(places: service.allPlaces, categories: service.categories)
        // Favourites of this data set, keyed as the window keys them.
        let dataSource = options.data.map { URL(fileURLWithPath: $0).standardized.path } ?? "bundled"
        let favourites = Set(FavouritesFile(url: FavouritesFile.defaultURL()).load().favourites
            .filter { $0.source == dataSource }.map(\.placeID))
        let gazetteer = Gazetteer(path: locator.url(forDataFile: Self.gazetteerFile).path)
        let online = try onlineResults(text, near: near, limit: limit, options: options)
        // The window's ranking (`PlaceSearch.answer`): the same query gives the same order in both.
        let answer = PlaceSearch.answer(text, near: near, index: index, gazetteer: gazetteer, online: online, limit: limit,
                                        favourites: favourites, categoryTitles: PlaceSearch.titles(of: service.categories))
        do { try gazetteer.load() } catch { Console.error("pinmap: world places not searched: \(error)") }
        switch answer {
        case .location(let location):
            print(line(name: location.label ?? "Location", category: "location", location.coordinate, source: "location"))
            return 0
        case .rows(let rows):
            for row in rows {
                switch row.target {
                case .place(let place): print(line(name: row.title, category: place.categoryID, row.coordinate, source: row.source.rawValue))
                case .world(let world): print(line(name: row.title, category: world.kind.noun, row.coordinate, source: row.source.rawValue))
                case .online(let result):
                    print(line(name: row.title, category: result.kind.isEmpty ? "place" : result.kind, row.coordinate,
                               source: result.source.rawValue))
                }
            }
            return rows.isEmpty ? nothingFoundStatus : 0
        }
    }

    /// The geocoder's answer when `--geocoder-url` is given; a failure is said once on stderr and the offline
    /// results stand. Coordinates typed as the query never go to the server.
    static func onlineResults(_ text: String, near: Coordinate, limit: Int, options: PinmapOptions) throws(CLIError) -> [GeocodeResult] {
        let saved = SettingsFile(url: SettingsFile.defaultURL()).load().settings.geocoder
        guard let geocoder = try options.geocoding.make(saved: saved) else {
            if AddressQuery.looksLikeAddress(text) {
                Console.error("pinmap: addresses beyond your places need online search (--geocoder-url or Preferences)")
            }
            return []
        }
        guard LocationQuery.parse(text) == nil else { return [] }
        let result = RemotePlacesOptions.wait { try await geocoder.search(text, near: near, limit: limit) }
        switch result {
        case .success(let results): return results
        case .failure(let error):
            Console.error("pinmap: online search not used, offline results only: \(error)")
            return []
        }
    }

    /// The world gazetteer in the data folder (tools/gazetteer/build.py).
    static let gazetteerFile = "gazetteer.bin"

    static func line(name: String, category: String, _ c: Coordinate, source: String) -> String {
        [escaped(name), escaped(category), DecimalText.format(c.latitude), DecimalText.format(c.longitude), source]
            .joined(separator: "\t")
    }

    /// Control and bidi characters as escapes (TerminalText: a tab or newline in a name must not forge a column
    /// or a line), and the backslash doubled first so the escapes stay unambiguous.
    static func escaped(_ text: String) -> String {
        TerminalText.escaped(text.replacingOccurrences(of: "\\", with: "\\\\"))
    }
}

import DeepLinks
import Foundation
import MapCore
import MapData
import Search

/// `pinmap --search TEXT [--data FILE] [--near LAT,LON] [--limit N]`: one match per line,
/// `name<TAB>category<TAB>lat<TAB>lon`, best first; exit 0 when something matched, 1 when nothing did, 2 on bad input.
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
        switch index.answer(text, near: near, limit: limit) {
        case .location(let location):
            print(line(name: location.label ?? "Location", category: "location", location.coordinate))
            return 0
        case .places(let hits):
            for hit in hits { print(line(name: hit.place.title, category: hit.place.categoryID, hit.place.coordinate)) }
            return hits.isEmpty ? nothingFoundStatus : 0
        }
    }

    static func line(name: String, category: String, _ c: Coordinate) -> String {
        [escaped(name), escaped(category), DecimalText.format(c.latitude), DecimalText.format(c.longitude)]
            .joined(separator: "\t")
    }

    /// Control and bidi characters as escapes (TerminalText: a tab or newline in a name must not forge a column
    /// or a line), and the backslash doubled first so the escapes stay unambiguous.
    static func escaped(_ text: String) -> String {
        TerminalText.escaped(text.replacingOccurrences(of: "\\", with: "\\\\"))
    }
}

import Foundation
import MapCore

/// A `MapService` backed by the catalog and a places GeoJSON file, all in memory.
public struct GeoJSONMapService: MapService {
    public let catalog: Catalog
    /// Every loaded place, in file order.
    public let allPlaces: [Place]
    /// How loading went; nil when built from places in memory.
    public let report: LoadReport?

    public init(catalog: Catalog, places: [Place], report: LoadReport? = nil) {
        self.catalog = catalog; self.allPlaces = places; self.report = report
    }

    /// Loads the catalog and places from a data folder; `placesURL` overrides the catalog's places file.
    public static func load(from locator: DataLocator, placesURL: URL? = nil) throws(MapDataError) -> GeoJSONMapService {
        let catalog: Catalog
        do { catalog = try Catalog.load(contentsOf: locator.catalogURL) } catch { throw .catalog(error) }
        guard let url = placesURL ?? catalog.placesFile.map(locator.url(forDataFile:)) else {
            return GeoJSONMapService(catalog: catalog, places: [])
        }
        do {
            let loaded = try GeoJSONLoader(categories: catalog.categories).load(contentsOf: url)
            return GeoJSONMapService(catalog: catalog, places: loaded.places, report: loaded.report)
        } catch {
            throw .places(error)
        }
    }

    public var defaultStyle: MapStyle { catalog.defaultStyle }
    public var styles: [MapStyle] { catalog.styles }
    public var categories: [PlaceCategory] { catalog.categories }

    /// Places inside `bounds` (which may cross the antimeridian), or all when nil. - Complexity: O(n).
    public func places(in bounds: GeoBounds?) async throws -> [Place] {
        guard let bounds else { return allPlaces }
        return allPlaces.filter { bounds.contains($0.coordinate) }
    }
}

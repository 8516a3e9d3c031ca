import Foundation
import MapCore

/// A `MapService` backed by the catalog and a places file of any format (`PlaceFileLoader`), all in memory.
public struct GeoJSONMapService: MapService {
    public let catalog: Catalog
    /// Every loaded place, in file order.
    public let allPlaces: [Place]
    /// Every loaded line and area, in file order.
    public let allShapes: [PlaceShape]
    /// The data's categories merged with the catalogue's: the catalogue's that the data uses (in its order),
    /// then the data's own (largest first), then "Other". Without data, the catalogue's.
    public let categories: [PlaceCategory]
    /// How loading went; nil when built from places in memory.
    public let report: LoadReport?

    public init(catalog: Catalog, places: [Place], shapes: [PlaceShape] = [], dataCategories: [PlaceCategory]? = nil,
                report: LoadReport? = nil) {
        self.catalog = catalog; self.allPlaces = places; self.allShapes = shapes; self.report = report
        guard let dataCategories, !dataCategories.isEmpty else { categories = catalog.categories; return }
        var merged = dataCategories
        // "Other" stays in the panel as it always has, and catches anything without a category.
        if !merged.contains(where: { $0.id == PlaceCategory.otherID }) {
            merged.append(catalog.category(id: PlaceCategory.otherID) ?? .other)
        }
        categories = merged
    }

    /// Loads the catalog and places from a data folder; `placesURL` overrides the catalog's places file.
    public static func load(from locator: DataLocator, placesURL: URL? = nil,
                            options: PlaceFileOptions = PlaceFileOptions()) throws(MapDataError) -> GeoJSONMapService {
        let catalog: Catalog
        do { catalog = try Catalog.load(contentsOf: locator.catalogURL) } catch { throw .catalog(error) }
        guard let url = placesURL ?? catalog.placesFile.map(locator.url(forDataFile:)) else {
            return GeoJSONMapService(catalog: catalog, places: [])
        }
        do {
            let loaded = try PlaceFileLoader.load(contentsOf: url, catalog: catalog.categories, options: options)
            return GeoJSONMapService(catalog: catalog, places: loaded.places, shapes: loaded.shapes,
                                     dataCategories: loaded.categories, report: loaded.report)
        } catch {
            throw .places(error)
        }
    }

    public var defaultStyle: MapStyle { catalog.defaultStyle }
    public var styles: [MapStyle] { catalog.styles }

    /// Places inside `bounds` (which may cross the antimeridian), or all when nil. - Complexity: O(n).
    public func places(in bounds: GeoBounds?) async throws -> [Place] {
        guard let bounds else { return allPlaces }
        return allPlaces.filter { bounds.contains($0.coordinate) }
    }

    /// Lines and areas whose bounds meet `bounds`, or all when nil. - Complexity: O(shapes).
    public func shapes(in bounds: GeoBounds?) async throws -> [PlaceShape] {
        guard let bounds else { return allShapes }
        let parts = bounds.unwrappedParts
        // A shape's own bounds never wrap (see ShapeGeometry.bounds).
        return allShapes.filter { s in
            parts.contains { b in s.bounds.west <= b.east && s.bounds.east >= b.west && s.bounds.south <= b.north && s.bounds.north >= b.south }
        }
    }
}
